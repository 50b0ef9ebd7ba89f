/** The document types of spec 3 section 9, as step 5's form offers them (its schema's `oneOf`). */
export const PROJECT_DOCUMENT_TYPES = [
  'Photo 01',
  'Photo 02',
  'Photo 03',
  'Photo 04',
  'Project Cost Bill',
  'Project Report',
  'Attendance Sheets',
  'Electronic media',
  'Social Media',
  'News papers',
] as const;

/** The photo slots among them. */
const PHOTO_SLOTS = PROJECT_DOCUMENT_TYPES.filter((type) => type.startsWith('Photo '));

/** What a document is filed as when nothing names a type and it is not a photo. */
const DEFAULT_DOCUMENT_TYPE = 'Project Report';

/**
 * The type of a document sent without one (spec 3 section 7's payload is only `document` and
 * `comments`): the type its comments name (any case), else, for an image, the first photo slot the
 * project has not filled (Photo 01 once all four are), else a Project Report.
 */
export function derivedDocumentType(
  comments: unknown,
  kind: 'pdf' | 'image' | null,
  filledTypes: ReadonlySet<string>,
): string {
  const said = typeof comments === 'string' ? comments.toLowerCase() : '';
  const named = PROJECT_DOCUMENT_TYPES.find((type) => said.includes(type.toLowerCase()));
  if (named) return named;
  if (kind === 'image') return PHOTO_SLOTS.find((slot) => !filledTypes.has(slot)) ?? PHOTO_SLOTS[0]!;
  return DEFAULT_DOCUMENT_TYPE;
}
