import { themeMessages } from '../messages';
import { fileMatchesAccept, fileTooLargeRefusal, type FileSlotRules } from './file-slot-rules';
import { fitPhoto, isHeic } from './fit-photo';
import { SlotRefusal } from './slot-refusal';

/** Whether the slot takes images and the file is one (or an iPhone photo the browser gave no type). */
function isImageForSlot(file: File, rules: FileSlotRules): boolean {
  const takesImages = !rules.accept || rules.accept.includes('image/');
  return takesImages && (file.type.toLowerCase().startsWith('image/') || isHeic(file));
}

/**
 * The file a slot uploads for the one chosen (the chosen-file machine's `prepare`): an image is made
 * to fit the limit in the browser (`fitPhoto`); any other file must match the `accept` list and be
 * within the limit. Throws the sentence to show under the field (a SlotRefusal).
 */
export async function prepareChosenFile(
  { file, rules }: { file: File; rules: FileSlotRules },
  signal: AbortSignal,
): Promise<File> {
  if (isImageForSlot(file, rules)) return fitPhoto(file, rules.maxBytes, signal);
  if (!fileMatchesAccept(file, rules.accept))
    throw new SlotRefusal(themeMessages.fileWrongType, { accept: rules.accept ?? '' });
  if (file.size > rules.maxBytes) throw fileTooLargeRefusal(rules.maxBytes);
  return file;
}
