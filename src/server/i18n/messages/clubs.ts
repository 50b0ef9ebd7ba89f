import { defineServerTexts } from '../define-server-texts';

/** Clubs: their form, their scope and the answers of their saves. */
export const clubTexts = defineServerTexts({
  notFound: 'Club not found.',
  nameRequired: 'The name field is required.',
  nameTaken: 'The name has already been taken.',
  zoneInvalid: 'The selected zone is invalid.',
  chooseClubForOverview: 'Choose a club to see its overview.',
  created: 'Club has been created successfully',
  updated: 'Club has been updated successfully',
});
