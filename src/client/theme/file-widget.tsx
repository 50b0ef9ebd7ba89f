import { FileInput, Spinner, SpinnerSize } from '@blueprintjs/core';
import { ariaDescribedByIds, ErrorSchemaBuilder, getTemplate, type WidgetProps } from '@rjsf/utils';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState, type ChangeEvent } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '../i18n/translator';
import { chosenFileMachine, type Refusal } from './file-slot/chosen-file-machine';
import { fileSlotRules } from './file-slot/file-slot-rules';
import { prepareChosenFile } from './file-slot/prepare-chosen-file';
import { blueprintFormContext } from './form-context';
import { themeMessages } from './messages';

/** The slot machine with the browser's preparing (resizing photos on a canvas). */
const fileSlotMachine = chosenFileMachine.provide({
  actors: { prepare: fromPromise(({ input, signal }) => prepareChosenFile(input, signal)) },
});

/** A size in KB or MB, for the note on a resized photo (numbers and units, the same in every language). */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * One image or PDF (`ui:widget: 'file'`). The form data holds the file's NAME; the `File` itself goes to
 * `formContext.onFile(fieldName, file)` (or `null` when removed), since a `File` in form data would not
 * survive rjsf's cloning nor JSON. A chosen file runs through the chosen-file machine: an image is
 * resized in the browser to fit the slot's limit (`ui:options.maxBytes`, else the schema's
 * `x-file.maxBytes`, else 500 KB), so a phone photo of several MB needs no step by the officer, while
 * `formContext.onFileBusy` holds the form's submit; a file outside the slot's `accept` list, a PDF
 * over the limit or an image the browser cannot read (HEIC) is refused with a field error saying what
 * to do, and never handed on. A chosen image shows a small preview.
 */
export function FileWidget(props: WidgetProps) {
  const { id, name, value, schema, options, registry, required, disabled, readonly, onChange, rawErrors } =
    props;
  const t = useT();
  const { accept, maxBytes } = fileSlotRules(schema, options);
  const { onFile, onFileBusy } = blueprintFormContext(registry.formContext);
  const { RemoveButton } = getTemplate('ButtonTemplates', registry, options);
  const slot = useActorRef(fileSlotMachine, { input: { rules: { accept, maxBytes } } });
  const preparing = useSelector(slot, (state) => state.matches('preparing'));
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string | null; from: number } | null>(null);

  // The machine's news reaches the form with the latest props (rjsf hands new callbacks each render).
  const onBusy = useEffectEvent((busy: boolean) => onFileBusy?.(name, busy));
  const onReady = useEffectEvent((file: File) => {
    const original = slot.getSnapshot().context.chosen;
    setChosen({
      file,
      previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      from: original?.size ?? file.size,
    });
    onChange(file.name);
    onFile?.(name, file);
  });
  // The message goes through rjsf's errors, so it shows under the field like any other, in the
  // current language when the refusal carries its text.
  const onRefused = useEffectEvent((refusal: Refusal) => {
    const message = refusal.text ? t(refusal.text, refusal.values) : refusal.message;
    onChange(value, new ErrorSchemaBuilder().addErrors(message).ErrorSchema, id);
  });
  useEffect(() => {
    const subscriptions = [
      slot.on('busy', ({ busy }) => onBusy(busy)),
      slot.on('ready', ({ file }) => onReady(file)),
      slot.on('refused', ({ type: _type, ...refusal }) => onRefused(refusal)),
    ];
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      // A form left while a photo was being prepared must not stay held.
      onBusy(false);
    };
  }, [slot]);

  // Object URLs hold the file in memory until revoked: free the old one on change and on unmount.
  const previewUrl = chosen?.previewUrl ?? null;
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const fileName = typeof value === 'string' && value ? value : null;
  // The preview belongs to the chosen file only while the form still holds it (a reset clears it).
  const shown = chosen && chosen.file.name === fileName ? chosen : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Lets the user pick the same file again after fixing the problem.
    event.target.value = '';
    if (file) slot.send({ type: 'CHOOSE', file });
  };

  const remove = () => {
    slot.send({ type: 'REMOVE' });
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
          disabled={locked || preparing}
          hasSelection={fileName !== null}
          text={fileName ?? t(themeMessages.chooseFile)}
          buttonText={t(themeMessages.browse)}
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
        {fileName !== null && !locked && !preparing ? (
          <RemoveButton
            registry={registry}
            onClick={remove}
            aria-label={t(themeMessages.removeFile, { name: fileName })}
          />
        ) : null}
      </div>
      <div role="status" className="cms-file-widget__status">
        {preparing ? (
          <>
            <Spinner size={SpinnerSize.SMALL} aria-hidden /> {t(themeMessages.preparingFile)}
          </>
        ) : shown && shown.from !== shown.file.size ? (
          t(themeMessages.resized, { from: sizeText(shown.from), to: sizeText(shown.file.size) })
        ) : null}
      </div>
      {shown?.previewUrl ? (
        <img
          className="cms-file-widget__preview"
          src={shown.previewUrl}
          alt={t(themeMessages.previewOf, { name: fileName ?? '' })}
        />
      ) : null}
    </div>
  );
}
