import { defineMessages } from '../../../i18n/messages';

/**
 * The texts of a project's way through review (issue 27): the rules the wizard says where the officer
 * meets them, a send-back's reason wherever the project shows, the undecided lines and the bulk step
 * of the final approval, a chairman's stand-in, and how long a project has waited at its level.
 */
export const chainMessages = defineMessages({
  needChairman: {
    id: 'projectChain.needChairman',
    defaultMessage:
      'Add the Project Chairman to the committee: the chairman reviews the project first, and it cannot be submitted without one.',
  },
  needPhoto: {
    id: 'projectChain.needPhoto',
    defaultMessage: 'Add at least one photo of the project (Photo 01 to Photo 04) to submit it.',
  },
  sentBackTitle: { id: 'projectChain.sentBackTitle', defaultMessage: 'Sent back for changes' },
  sentBackBy: {
    id: 'projectChain.sentBackBy',
    defaultMessage: 'Sent back by {who} on {date}:',
  },
  returnsTo: {
    id: 'projectChain.returnsTo',
    defaultMessage:
      'Once you submit it again, it goes back to the {level}; the levels it had passed are not asked again.',
  },
  returnsToChairman: {
    id: 'projectChain.returnsToChairman',
    defaultMessage: 'Once you submit it again, it goes to its Project Chairman first.',
  },
  sentBackRow: { id: 'projectChain.sentBackRow', defaultMessage: 'Sent back: {reason}' },
  resubmittedNote: {
    id: 'projectChain.resubmittedNote',
    defaultMessage: 'Submitted again; back with the {level}',
  },
  standInNote: {
    id: 'projectChain.standInNote',
    defaultMessage: 'Standing in for the Project Chairman (no sign-in)',
  },
  standInHint: {
    id: 'projectChain.standInHint',
    defaultMessage:
      "The project's chairman has no sign-in, so you may review it in the chairman's place as the club's president or secretary. The history will say so.",
  },
  sendBackOnlyHint: {
    id: 'projectChain.sendBackOnlyHint',
    defaultMessage:
      'This project waits for the {level}. You may send it back to the club with a comment saying what to change.',
  },
  commentRequiredHint: {
    id: 'projectChain.commentRequiredHint',
    defaultMessage: 'Every decision needs a comment. Approving also needs the confirmation ticked.',
  },
  undecidedTitle: {
    id: 'projectChain.undecidedTitle',
    defaultMessage:
      '{count, plural, one {# point line is not decided yet} other {# point lines are not decided yet}}',
  },
  undecidedIntro: {
    id: 'projectChain.undecidedIntro',
    defaultMessage:
      'Approve or reject each line under Points before the final approval, or approve the open lines with the project in one step.',
  },
  approveOpenLines: {
    id: 'projectChain.approveOpenLines',
    defaultMessage: 'Approve open lines and project',
  },
  approveOpenConfirm: {
    id: 'projectChain.approveOpenConfirm',
    defaultMessage:
      '{count, plural, one {Approve the # open point line and the project?} other {Approve the # open point lines and the project?}} The club is awarded {points} points; lines already rejected stay rejected.',
  },
  approveOpenFlagged: {
    id: 'projectChain.approveOpenFlagged',
    defaultMessage: 'This project has possible duplicate claims: decide its lines one by one.',
  },
  cancel: { id: 'projectChain.cancel', defaultMessage: 'Cancel' },
  waitingDays: {
    id: 'projectChain.waitingDays',
    defaultMessage: '{level}, {days, plural, =0 {since today} one {# day} other {# days}}',
  },
  levelFilter: { id: 'projectChain.levelFilter', defaultMessage: 'Waiting for' },
  everyLevel: { id: 'projectChain.everyLevel', defaultMessage: 'Every level' },
});
