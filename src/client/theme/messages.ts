import { defineMessages } from '../i18n/messages';

/**
 * The texts of the form theme: list buttons and tables, the date field's calendar, the file widget and its refusals (the
 * file-slot ones are thrown with their English and shown translated by the widget).
 */
export const themeMessages = defineMessages({
  actions: { id: 'theme.actions', defaultMessage: 'Actions' },
  noneYet: { id: 'theme.noneYet', defaultMessage: 'None yet.' },
  addItem: { id: 'theme.addItem', defaultMessage: 'Add Item' },
  remove: { id: 'theme.remove', defaultMessage: 'Remove' },
  moveUp: { id: 'theme.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'theme.moveDown', defaultMessage: 'Move down' },
  copy: { id: 'theme.copy', defaultMessage: 'Copy' },
  clearInput: { id: 'theme.clearInput', defaultMessage: 'clear input' },
  chooseFile: { id: 'theme.chooseFile', defaultMessage: 'Choose file...' },
  browse: { id: 'theme.browse', defaultMessage: 'Browse' },
  removeFile: { id: 'theme.removeFile', defaultMessage: 'Remove {name}' },
  preparingFile: { id: 'theme.preparingFile', defaultMessage: 'Preparing the file…' },
  resized: { id: 'theme.resized', defaultMessage: 'Resized to fit: {from} → {to}' },
  previewOf: { id: 'theme.previewOf', defaultMessage: 'Preview of {name}' },
  fileCannotBeUsed: { id: 'theme.fileCannotBeUsed', defaultMessage: 'This file cannot be used.' },
  fileWrongType: { id: 'theme.fileWrongType', defaultMessage: 'The file must be of type {accept}.' },
  fileTooLarge: { id: 'theme.fileTooLarge', defaultMessage: 'The file may not be greater than {kb} KB.' },
  heicUnreadable: {
    id: 'theme.heicUnreadable',
    defaultMessage:
      'This is an iPhone HEIC photo, which this browser cannot read. Choose it again from Photos using "Share" then "Save as JPEG", or set Settings › Camera › Formats to "Most Compatible".',
  },
  imageUnreadable: {
    id: 'theme.imageUnreadable',
    defaultMessage: 'This image cannot be read. Save it as a JPEG or PNG photo and choose it again.',
  },
  cannotResize: { id: 'theme.cannotResize', defaultMessage: 'This browser cannot resize photos.' },
  datePlaceholder: { id: 'theme.datePlaceholder', defaultMessage: 'DD/MM/YYYY' },
  openCalendar: { id: 'theme.openCalendar', defaultMessage: 'Open the calendar' },
  calendar: { id: 'theme.calendar', defaultMessage: 'Calendar' },
  previousMonth: { id: 'theme.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'theme.nextMonth', defaultMessage: 'Next month' },
  monthOfCalendar: { id: 'theme.monthOfCalendar', defaultMessage: 'Month' },
  yearOfCalendar: { id: 'theme.yearOfCalendar', defaultMessage: 'Year' },
  cannotFit: {
    id: 'theme.cannotFit',
    defaultMessage: 'This photo cannot be made small enough. Choose a smaller one.',
  },
});
