import { useCallback, useRef } from 'react';

/** The files a form's file widgets hold, and the hand-off to its submit. */
export interface ChosenFiles {
  /** The theme's `formContext.onFile`: keeps a field's chosen file, or drops it when removed. */
  onFile: (field: string, file: File | null) => void;
  /** The kept files whose field still names them in `data`: what to upload with it. */
  filesFor: (data: Record<string, unknown>) => Map<string, File>;
}

/**
 * Keeps the `File`s chosen in a form's file widgets by field (the form data holds only their names).
 * A file whose field no longer holds its name (removed, or the form reset) is not handed on.
 */
export function useChosenFiles(): ChosenFiles {
  // A ref: choosing a file needs no render, and the handlers stay stable for rjsf's memoised fields.
  const files = useRef(new Map<string, File>());
  const onFile = useCallback((field: string, file: File | null) => {
    if (file) files.current.set(field, file);
    else files.current.delete(field);
  }, []);
  const filesFor = useCallback(
    (data: Record<string, unknown>) =>
      new Map([...files.current].filter(([field, file]) => data[field] === file.name)),
    [],
  );
  return { onFile, filesFor };
}
