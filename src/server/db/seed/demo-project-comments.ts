// What the reviewers of the demo's projects write: a word when passing a project on (often nothing),
// the reason for sending one back, the evaluator's approval, a refused line and a later adjustment.

/** Comments a reviewer may add when passing a project on to the next level. */
export const FORWARD_COMMENTS: readonly string[] = [
  'Checked the bills against the total cost.',
  'Visited the venue; the photographs tally with the report.',
  'Well documented. Recommended.',
  'Good community response; the beneficiary list is attached.',
  'Numbers checked against the attendance sheet.',
  'Recommended for approval.',
];

/** Why a reviewer sent a project back to PENDING. */
export const SEND_BACK_COMMENTS: readonly string[] = [
  'Attach the bills for the total cost claimed, then submit again.',
  'The attendance sheet is not signed by the club secretary; please attach the signed copy.',
  'The number of beneficiaries differs from the project report; please correct it.',
  'Upload the MyLion reporting screenshot before submitting again.',
  'The participants list names members who were not present; please correct it.',
  'Add photos taken at the project, not of the preparations.',
];

/** The evaluator's comment on the final approval. */
export const APPROVAL_COMMENTS: readonly string[] = [
  'Approved: well documented and reported on MyLion.',
  'Approved. A good project with lasting results.',
  'Approved; thank you for the clear report and bills.',
  'Approved. Well planned and well attended.',
];

/** Lines an evaluator may refuse, by their item key in schemas/projects/points.json, with why. */
export const LINE_REJECTIONS: readonly { key: string; comment: string }[] = [
  { key: 'contributors', comment: 'Two of the contributions have no receipt.' },
  { key: 'participants', comment: 'The attendance sheet does not list all the participants claimed.' },
  {
    key: 'direct_beneficiaries',
    comment: 'The beneficiary count is not supported by the registration list.',
  },
];

/** Lines an evaluator approves first while the project still waits for the final approval. */
export const EARLY_LINE_KEYS: readonly string[] = ['project_type', 'direct_beneficiaries', 'participants'];

/** Adjustments after approval: signed points with their reason. */
export const ADJUSTMENTS: readonly { points: number; comment: string }[] = [
  { points: 5, comment: 'Covered by the Daily News on its community page.' },
  { points: 3, comment: 'Run jointly with the Leo club of the school.' },
  { points: -2, comment: 'Reported on MyLion after the deadline.' },
  { points: 4, comment: 'Featured on the district’s social media as project of the month.' },
];
