import { FileInput } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  ErrorSchemaBuilder,
  getTemplate,
  type RJSFSchema,
  type UIOptionsType,
  type WidgetProps,
} from '@rjsf/utils';
import { useEffect, useState, type ChangeEvent } from 'react';
import { blueprintFormContext } from './form-context';

/**
 * The server's upload limit (ARCHITECTURE.md: 500 KB), unless `ui:options.maxBytes` or the schema's
 * `x-file.maxBytes` says otherwise.
 */
export const DEFAULT_MAX_FILE_BYTES = 500 * 1024;

/** What a file slot takes: the `accept` list (none means any) and the largest size in bytes. */
export interface FileSlotRules {
  /** The chooser's `accept` list, e.g. 'application/pdf,image/*'. */
  accept: string | undefined;
  /** Files above this many bytes are refused. */
  maxBytes: number;
}

/**
 * The rules of a file slot: `ui:options` first (a form may narrow a slot), then the schema's
 * `x-file` (the activity schemas' `document` and `photo` slots, which the server checks too), then
 * the defaults. Reading the schema keeps one source for client and server.
 */
export function fileSlotRules(schema: RJSFSchema, options: UIOptionsType): FileSlotRules {
  const xFile = (schema as { 'x-file'?: unknown })['x-file'];
  const slot = typeof xFile === 'object' && xFile !== null ? (xFile as Record<string, unknown>) : {};
  const pickString = (...values: unknown[]) =>
    values.find((v): v is string => typeof v === 'string' && v !== '');
  const pickNumber = (...values: unknown[]) =>
    values.find((v): v is number => typeof v === 'number' && v > 0);
  return {
    accept: pickString(options.accept, slot.accept),
    maxBytes: pickNumber(options.maxBytes, slot.maxBytes) ?? DEFAULT_MAX_FILE_BYTES,
  };
}

/** The message for a file over the limit, in the house style. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `The file may not be greater than ${Math.round(maxBytes / 1024)} KB.`;
}

/** Whether a file matches an `accept` list ('image/*', 'application/pdf', '.pdf'); none means any. */
export function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/**
 * One image or PDF (`ui:widget: 'file'`). The form data holds the file's NAME; the `File` itself goes to
 * `formContext.onFile(fieldName, file)` (or `null` when removed), since a `File` in form data would not
 * survive rjsf's cloning nor JSON. A file over the slot's size limit (`ui:options.maxBytes`, else the
 * schema's `x-file.maxBytes`, else 500 KB) or outside its `accept` list (`ui:options.accept`, else
 * `x-file.accept`) is refused here with a field error and never handed on, so the user learns it
 * before the upload. A chosen image shows a small preview.
 */
export function FileWidget(props: WidgetProps) {
  const { id, name, value, schema, options, registry, required, disabled, readonly, onChange, rawErrors } =
    props;
  const { accept, maxBytes } = fileSlotRules(schema, options);
  const { onFile } = blueprintFormContext(registry.formContext);
  const { RemoveButton } = getTemplate('ButtonTemplates', registry, options);
  const [chosen, setChosen] = useState<{ name: string; previewUrl: string | null } | null>(null);

  // Object URLs hold the file in memory until revoked: free the old one on change and on unmount.
  const previewUrl = chosen?.previewUrl ?? null;
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const fileName = typeof value === 'string' && value ? value : null;
  // The preview belongs to the chosen file only while the form still holds it (a reset clears it).
  const preview = chosen && chosen.name === fileName ? chosen.previewUrl : null;

  // The message goes through rjsf's errors, so it shows under the field like any other.
  const refuse = (message: string) =>
    onChange(value, new ErrorSchemaBuilder().addErrors(message).ErrorSchema, id);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Lets the user pick the same file again after fixing the problem.
    event.target.value = '';
    if (!file) return;
    if (!fileMatchesAccept(file, accept)) {
      refuse(`The file must be of type ${accept ?? ''}.`);
      return;
    }
    if (file.size > maxBytes) {
      refuse(fileTooLargeMessage(maxBytes));
      return;
    }
    setChosen({
      name: file.name,
      previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    });
    onChange(file.name);
    onFile?.(name, file);
  };

  const remove = () => {
    setChosen(null);
    onChange(undefined);
    onFile?.(name, null);
  };

  const locked = disabled || readonly;
  return (
    <div className="cms-file-widget">
      <div className="cms-file-widget__row">
        <FileInput
          fill
          disabled={locked}
          hasSelection={fileName !== null}
          text={fileName ?? 'Choose file...'}
          buttonText="Browse"
          onInputChange={choose}
          inputProps={{
            id,
            name: id,
            accept,
            required: required && fileName === null,
            'aria-invalid': (rawErrors?.length ?? 0) > 0 || undefined,
            'aria-describedby': ariaDescribedByIds(id),
          }}
        />
        {fileName !== null && !locked ? (
          <RemoveButton registry={registry} onClick={remove} aria-label={`Remove ${fileName}`} />
        ) : null}
      </div>
      {preview ? (
        <img className="cms-file-widget__preview" src={preview} alt={`Preview of ${fileName}`} />
      ) : null}
    </div>
  );
}
