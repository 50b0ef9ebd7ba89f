/**
 * The vocabulary of an activity folder: what `ui-schema.json` and `view.json` may name. The client's
 * engines are the source (the view renderers' registry, the theme's and the pickers' widgets); tests
 * beside them keep these lists equal to what they really render, so the check and the engines agree.
 */

/** The view kinds of `view.json` rows, one renderer each (src/client/form-engine/activity-view/renderers). */
export const VIEW_KINDS = {
  text: 'the value as plain text',
  number: 'a number',
  date: 'a YYYY-MM-DD date, shown as DD/MM/YYYY',
  yesNo: 'a 0/1 toggle, shown as Yes or No',
  money: 'an amount, shown as Rs. with thousands grouped',
  link: 'a web address, as a link',
  member: 'one member (a member-picker field), by name',
  members: 'a list of members, by name',
  document: "one file slot's upload, as a link",
  documents: 'several file slots under one row: `slots` maps each slot field to its label',
  entries: 'a table: `columns` are rows of their own, read from each item of an array field',
} as const;

/** A view kind's name. */
export type ViewKindName = keyof typeof VIEW_KINDS;

/**
 * The widgets `ui:widget` may name in an activity's ui-schema: the theme's (src/client/theme), rjsf's
 * own that the theme serves (updown, hidden), and the API-backed pickers (src/client/pickers).
 */
export const WIDGETS = {
  text: 'a one-line text box (the default for a string)',
  textarea: 'a text box of several lines',
  updown: 'a number box with up and down steps (counts)',
  date: 'a date picker; the field holds YYYY-MM-DD',
  switch: 'an on/off switch for a 0/1 toggle (the yesNo definition)',
  checkbox: 'a tick box for a boolean',
  select: 'a drop-down of an enum (labels by ui:enumNames)',
  email: 'an e-mail address box',
  file: 'a file slot: choose, check size and type, upload (the field needs x-file)',
  hidden: 'not shown; the value is kept',
  'member-picker': 'a member of the club, or of the district with ui:options.source "district"',
  'officer-picker': 'the member holding an office (ui:options.roleCode)',
  'zone-chairperson-picker': "the club's zone chairperson",
  'region-chairperson-picker': "the club's region chairperson",
} as const;
