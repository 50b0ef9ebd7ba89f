import { useCallback, useRef, useState } from 'react';

/** The files a form's file widgets hold, and the hand-off to its submit. */
export interface ChosenFiles {
  /** The theme's `formContext.onFile`: keeps a field's chosen file, or drops it when removed. */
  onFile: (field: string, file: File | null) => void;
  /** The theme's `formContext.onFileBusy`: a field's file is being prepared (a photo resized). */
  onFileBusy: (field: string, busy: boolean) => void;
  /** True while any field's file is being prepared: the form's submit waits for it. */
  busy: boolean;
  /** The kept files whose field still names them in `data`: what to upload with it. */
  filesFor: (data: Record<string, unknown>) => Map<string, File>;
}

/**
 * Keeps the `File`s chosen in a form's file widgets by field (the form data holds only their names),
 * starting from `initial` (a resumed draft's), and which fields are still preparing theirs. A file whose field no longer holds its name (removed,
 * or the form reset) is not handed on.
 */
export function useChosenFiles(initial?: Readonly<Record<string, File>>): ChosenFiles {
  // A ref: choosing a file needs no render, and the handlers stay stable for rjsf's memoised fields.
  const files = useRef(new Map<string, File>(Object.entries(initial ?? {})));
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(new Set());
  const onFile = useCallback((field: string, file: File | null) => {
    if (file) files.current.set(field, file);
    else files.current.delete(field);
  }, []);
  const onFileBusy = useCallback((field: string, busy: boolean) => {
    setBusyFields((fields) => {
      if (fields.has(field) === busy) return fields;
      const next = new Set(fields);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  const filesFor = useCallback(
    (data: Record<string, unknown>) =>
      new Map([...files.current].filter(([field, file]) => data[field] === file.name)),
    [],
  );
  return { onFile, onFileBusy, busy: busyFields.size > 0, filesFor };
}
