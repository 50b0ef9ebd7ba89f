import { defineServerTexts } from '../define-server-texts';

/** Zones: their form and the answers of their saves. */
export const zoneTexts = defineServerTexts({
  notFound: 'Zone not found.',
  nameRequired: 'The name field is required.',
  nameTaken: 'The name has already been taken.',
  regionInvalid: 'The selected region is invalid.',
  created: 'Zone has been created successfully',
  updated: 'Zone has been updated successfully',
});
