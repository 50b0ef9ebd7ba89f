import { defineMessages } from '../../i18n/messages';

/** The texts of the duplicate-claim flags on the evaluator's points panels (issue 14). */
export const duplicateMessages = defineMessages({
  heading: { id: 'duplicates.heading', defaultMessage: 'Possible duplicate claims' },
  advice: {
    id: 'duplicates.advice',
    defaultMessage: 'Advice only: open the other claim and decide yourself; nothing has been changed.',
  },
  checking: { id: 'duplicates.checking', defaultMessage: 'Checking for duplicate claims' },
  sameFile: { id: 'duplicates.sameFile', defaultMessage: 'Same file' },
  similarPhoto: {
    id: 'duplicates.similarPhoto',
    defaultMessage: 'Same photo, saved again ({distance} of 64 bits differ)',
  },
  sameProject: { id: 'duplicates.sameProject', defaultMessage: 'Same title, date and venue' },
  reportPeriod: { id: 'duplicates.reportPeriod', defaultMessage: 'month {month} of {year}' },
});
