import { defineMessages } from '../i18n/messages';

/** The texts of the form engine: the activity form and view, and validation messages. */
export const formEngineMessages = defineMessages({
  loadingForm: { id: 'formEngine.loadingForm', defaultMessage: 'Loading the form' },
  formUnavailable: { id: 'formEngine.formUnavailable', defaultMessage: 'This form cannot be shown' },
  untranslated: {
    id: 'formEngine.untranslated',
    defaultMessage: 'This form has not been translated yet: it is shown in English.',
  },
  submitHint: { id: 'formEngine.submitHint', defaultMessage: 'Fill in “{field}” to submit.' },
  yes: { id: 'formEngine.yes', defaultMessage: 'Yes' },
  no: { id: 'formEngine.no', defaultMessage: 'No' },
  pdfDocument: { id: 'formEngine.pdfDocument', defaultMessage: 'PDF document' },
  rupees: { id: 'formEngine.rupees', defaultMessage: 'Rs. {amount}' },
  loadingOption: { id: 'formEngine.loadingOption', defaultMessage: 'Loading…' },
  required: { id: 'formEngine.error.required', defaultMessage: 'The {label} field is required.' },
  minLength: {
    id: 'formEngine.error.minLength',
    defaultMessage: 'The {label} field must be at least {limit} characters.',
  },
  maxLength: {
    id: 'formEngine.error.maxLength',
    defaultMessage: 'The {label} field must not be greater than {limit} characters.',
  },
  minimum: { id: 'formEngine.error.minimum', defaultMessage: 'The {label} field must be at least {limit}.' },
  maximum: {
    id: 'formEngine.error.maximum',
    defaultMessage: 'The {label} field must not be greater than {limit}.',
  },
  exclusiveMinimum: {
    id: 'formEngine.error.exclusiveMinimum',
    defaultMessage: 'The {label} field must be greater than {limit}.',
  },
  exclusiveMaximum: {
    id: 'formEngine.error.exclusiveMaximum',
    defaultMessage: 'The {label} field must be less than {limit}.',
  },
  minItems: {
    id: 'formEngine.error.minItems',
    defaultMessage: 'The {label} field must have at least {limit} items.',
  },
  maxItems: {
    id: 'formEngine.error.maxItems',
    defaultMessage: 'The {label} field must not have more than {limit} items.',
  },
  invalidChoice: { id: 'formEngine.error.invalidChoice', defaultMessage: 'The selected {label} is invalid.' },
  typeInteger: {
    id: 'formEngine.error.typeInteger',
    defaultMessage: 'The {label} field must be an integer.',
  },
  typeNumber: { id: 'formEngine.error.typeNumber', defaultMessage: 'The {label} field must be a number.' },
  typeOther: { id: 'formEngine.error.typeOther', defaultMessage: 'The {label} field must be {type}.' },
  formatDate: {
    id: 'formEngine.error.formatDate',
    defaultMessage: 'The {label} field must be a valid date.',
  },
  dateBetween: {
    id: 'formEngine.error.dateBetween',
    defaultMessage: 'The {label} field must be a date from {min} to {max}.',
  },
  dateNotBefore: {
    id: 'formEngine.error.dateNotBefore',
    defaultMessage: 'The {label} field must be a date on or after {min}.',
  },
  dateNotAfter: {
    id: 'formEngine.error.dateNotAfter',
    defaultMessage: 'The {label} field must be a date on or before {max}.',
  },
  formatEmail: {
    id: 'formEngine.error.formatEmail',
    defaultMessage: 'The {label} field must be a valid email.',
  },
  formatOther: {
    id: 'formEngine.error.formatOther',
    defaultMessage: 'The {label} field must be a valid {format}.',
  },
  pattern: { id: 'formEngine.error.pattern', defaultMessage: 'The {label} field format is invalid.' },
  notAllowed: { id: 'formEngine.error.notAllowed', defaultMessage: 'The {label} field is not allowed.' },
  invalid: { id: 'formEngine.error.invalid', defaultMessage: 'The {label} field is invalid.' },
});
