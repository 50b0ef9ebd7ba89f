import { defineServerTexts } from '../define-server-texts';

/** The lookups of the forms: regions and office holders. */
export const lookupTexts = defineServerTexts({
  regionNotFound: 'Region not found.',
  roleCodeInvalid: 'The selected role code is invalid.',
});
