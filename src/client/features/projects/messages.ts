import { defineMessages } from '../../i18n/messages';

/**
 * The texts of the service project screens: the list, the review queue, the preview and the wizard.
 * The status, review level and project type words are the client's translations of labels the
 * shared code keeps in English (PROJECT_STATUS_LABELS, REVIEW_LEVEL_NAMES, the step 1 schema's
 * types); project-words.ts picks them by code (the offices' names are in i18n/roles).
 */
export const projectMessages = defineMessages({
  // Words used on several screens.
  serviceProjects: { id: 'projects.serviceProjects', defaultMessage: 'Service Projects' },
  reviewProjects: { id: 'projects.reviewProjects', defaultMessage: 'Review Projects' },
  viewProject: { id: 'projects.viewProject', defaultMessage: 'View Project' },
  edit: { id: 'projects.edit', defaultMessage: 'Edit' },
  delete: { id: 'projects.delete', defaultMessage: 'Delete' },
  cancel: { id: 'projects.cancel', defaultMessage: 'Cancel' },
  save: { id: 'projects.save', defaultMessage: 'Save' },
  loading: { id: 'projects.loading', defaultMessage: 'Loading' },
  actions: { id: 'projects.actions', defaultMessage: 'Actions' },
  deleteNamed: { id: 'projects.deleteNamed', defaultMessage: 'Delete {name}' },
  columnClub: { id: 'projects.column.club', defaultMessage: 'Club' },
  columnStatus: { id: 'projects.column.status', defaultMessage: 'Status' },
  columnDate: { id: 'projects.column.date', defaultMessage: 'Date' },
  columnMember: { id: 'projects.column.member', defaultMessage: 'Member' },
  columnComment: { id: 'projects.column.comment', defaultMessage: 'Comment' },
  columnPoints: { id: 'projects.column.points', defaultMessage: 'Points' },

  // The list (/projects).
  createNewProject: { id: 'projects.createNewProject', defaultMessage: 'Create New Project' },
  searchProjects: { id: 'projects.searchProjects', defaultMessage: 'Search projects' },
  refreshing: { id: 'projects.refreshing', defaultMessage: 'Refreshing' },
  loadingProjects: { id: 'projects.loadingProjects', defaultMessage: 'Loading projects' },
  noProjects: { id: 'projects.noProjects', defaultMessage: 'No service projects found.' },
  projectsTable: { id: 'projects.projectsTable', defaultMessage: 'Service projects' },
  deleted: { id: 'projects.deleted', defaultMessage: 'Project has been deleted successfully' },
  // The MyLion export (issue 14) on the list.
  mylionExport: { id: 'projects.mylion.export', defaultMessage: 'MyLion export' },
  mylionTitle: { id: 'projects.mylion.title', defaultMessage: 'Export for MyLion service reporting' },
  mylionHelp: {
    id: 'projects.mylion.help',
    defaultMessage:
      "The club's approved projects dated in the month, one row each, in the columns of Lions International's service report.",
  },
  mylionMonth: { id: 'projects.mylion.month', defaultMessage: 'Month' },
  mylionDownload: { id: 'projects.mylion.download', defaultMessage: 'Download CSV' },
  mylionMonthName: { id: 'projects.mylion.monthName', defaultMessage: '{month} {year}' },
  columnProjectCode: { id: 'projects.column.projectCode', defaultMessage: 'Project Code' },
  codeDraft: { id: 'projects.codeDraft', defaultMessage: 'Draft' },
  codeDraftHelp: {
    id: 'projects.codeDraftHelp',
    defaultMessage: 'A project takes its code when it is first submitted.',
  },
  columnTitle: { id: 'projects.column.title', defaultMessage: 'Title' },
  columnType: { id: 'projects.column.type', defaultMessage: 'Type' },
  review: { id: 'projects.review', defaultMessage: 'Review' },
  reviewCode: { id: 'projects.reviewCode', defaultMessage: 'Review {code}' },
  viewCode: { id: 'projects.viewCode', defaultMessage: 'View {code}' },
  editCode: { id: 'projects.editCode', defaultMessage: 'Edit {code}' },
  deleteTitle: { id: 'projects.deleteTitle', defaultMessage: 'Delete Project' },
  deleteQuestion: {
    id: 'projects.deleteQuestion',
    defaultMessage:
      'Do you want to delete the project {code}? Its committee, contributions, participants, documents and points are deleted with it.',
  },
  deleteQuestionTitled: {
    id: 'projects.deleteQuestionTitled',
    defaultMessage:
      'Do you want to delete the project {code} ({title})? Its committee, contributions, participants, documents and points are deleted with it.',
  },
  typeLabel: { id: 'projects.typeLabel', defaultMessage: '{words} ({code})' },

  // The review queue (/review/projects).
  loadingReviewQueue: { id: 'projects.loadingReviewQueue', defaultMessage: 'Loading projects to review' },
  noProjectsToReview: {
    id: 'projects.noProjectsToReview',
    defaultMessage: 'No projects are waiting for your review.',
  },
  reviewTable: { id: 'projects.reviewTable', defaultMessage: 'Projects to review' },

  // The preview (/projects/info/:uuid).
  projectPreview: { id: 'projects.projectPreview', defaultMessage: 'Project Preview' },
  waitingFor: { id: 'projects.waitingFor', defaultMessage: 'Waiting for: {level}' },
  reviewHeading: { id: 'projects.reviewHeading', defaultMessage: 'Review' },
  confirmApprove: { id: 'projects.confirmApprove', defaultMessage: 'I confirmed and approve this project' },
  approvedPassesTo: {
    id: 'projects.approvedPassesTo',
    defaultMessage: 'Approved passes the project to the {level}.',
  },
  pending: { id: 'projects.pending', defaultMessage: 'Pending' },
  approved: { id: 'projects.approved', defaultMessage: 'Approved' },
  sentBack: { id: 'projects.sentBack', defaultMessage: 'Project has been sent back to pending' },
  approvedToast: { id: 'projects.approvedToast', defaultMessage: 'Project has been approved' },
  passedTo: { id: 'projects.passedTo', defaultMessage: 'Project has been passed to the {level}' },
  passedToNextLevel: {
    id: 'projects.passedToNextLevel',
    defaultMessage: 'Project has been passed to the next level',
  },
  pointsHeading: { id: 'projects.pointsHeading', defaultMessage: 'Points' },
  refresh: { id: 'projects.refresh', defaultMessage: 'Refresh' },
  updatingPoints: { id: 'projects.updatingPoints', defaultMessage: 'Updating points' },
  noPoints: { id: 'projects.noPoints', defaultMessage: 'No points estimated for this project.' },
  estimatedPoints: { id: 'projects.estimatedPoints', defaultMessage: 'Estimated points' },
  columnDescription: { id: 'projects.column.description', defaultMessage: 'Description' },
  columnQuantity: { id: 'projects.column.quantity', defaultMessage: 'Quantity' },
  columnUnitPoint: { id: 'projects.column.unitPoint', defaultMessage: 'Unit Point' },
  columnTotalPoints: { id: 'projects.column.totalPoints', defaultMessage: 'Total Points' },
  columnAction: { id: 'projects.column.action', defaultMessage: 'Action' },
  totalEstimation: { id: 'projects.totalEstimation', defaultMessage: 'Total Estimation' },
  approvedPointsHeading: { id: 'projects.approvedPointsHeading', defaultMessage: 'Approved Points' },
  approvedPointsTable: { id: 'projects.approvedPointsTable', defaultMessage: 'Approved points' },
  totalApprovedPoints: { id: 'projects.totalApprovedPoints', defaultMessage: 'Total Approved Points' },
  pointsAdjustment: { id: 'projects.pointsAdjustment', defaultMessage: 'Points Adjustment' },
  adjustPointsHelp: {
    id: 'projects.adjustPointsHelp',
    defaultMessage: 'Use a minus sign to take points away, e.g. -5.',
  },
  adjustReason: { id: 'projects.adjustReason', defaultMessage: 'Reason' },
  adjustPoints: { id: 'projects.adjustPoints', defaultMessage: 'Adjust Points' },
  incompleteAdjustment: { id: 'projects.incompleteAdjustment', defaultMessage: 'Please enter all inputs' },
  adjustNotANumber: {
    id: 'projects.adjustNotANumber',
    defaultMessage: 'Enter the points as a number, with a minus sign to take points away.',
  },
  adjusted: { id: 'projects.adjusted', defaultMessage: 'Points have been adjusted successfully' },
  approvedNow: { id: 'projects.approvedNow', defaultMessage: 'Approved points now: {total}' },
  approvedNowAfter: {
    id: 'projects.approvedNowAfter',
    defaultMessage: 'Approved points now: {total}; after this adjustment: {after}',
  },
  adjustBelowZero: {
    id: 'projects.adjustBelowZero',
    defaultMessage: 'An adjustment may not take the approved points below zero; they are {total} now.',
  },
  confirmAdjustTitle: { id: 'projects.confirmAdjustTitle', defaultMessage: 'Save this adjustment?' },
  confirmAdjustChange: {
    id: 'projects.confirmAdjustChange',
    defaultMessage:
      '{direction, select, add {{count, plural, one {Add # point to this project.} other {Add # points to this project.}}} other {{count, plural, one {Take # point away from this project.} other {Take # points away from this project.}}}}',
  },
  confirmAdjustReason: { id: 'projects.confirmAdjustReason', defaultMessage: 'Reason: {reason}' },
  reverse: { id: 'projects.reverse', defaultMessage: 'Reverse' },
  reverseNamed: {
    id: 'projects.reverseNamed',
    defaultMessage: 'Reverse the adjustment of {date} ({points})',
  },
  reversedNote: { id: 'projects.reversedNote', defaultMessage: 'Reversed' },
  reversesNote: { id: 'projects.reversesNote', defaultMessage: 'Reverses the adjustment of {date}' },
  reverseTitle: { id: 'projects.reverseTitle', defaultMessage: 'Reverse Adjustment' },
  reverseWhat: {
    id: 'projects.reverseWhat',
    defaultMessage: 'The adjustment of {date} ({points}) is taken back by an adjustment of {minus}.',
  },
  reverseTotals: {
    id: 'projects.reverseTotals',
    defaultMessage: 'Approved points now: {total}; after the reversal: {after}',
  },
  reverseBelowZero: {
    id: 'projects.reverseBelowZero',
    defaultMessage: 'Reversing this adjustment would take the approved points below zero.',
  },
  reversed: { id: 'projects.reversed', defaultMessage: 'The adjustment has been reversed' },
  statusHistory: { id: 'projects.statusHistory', defaultMessage: 'Status History' },
  statusHistoryTable: { id: 'projects.statusHistoryTable', defaultMessage: 'Status history' },
  noStatusChanges: { id: 'projects.noStatusChanges', defaultMessage: 'No status changes yet.' },
  columnRole: { id: 'projects.column.role', defaultMessage: 'Role' },

  // The wizard (/projects/create, /projects/edit/:step/:uuid).
  wizardTitle: { id: 'projects.wizardTitle', defaultMessage: 'Project Submission Form' },
  saved: { id: 'projects.saved', defaultMessage: 'Success' },
  steps: { id: 'projects.steps', defaultMessage: 'Steps' },
  stepNumber: { id: 'projects.stepNumber', defaultMessage: 'Step {step}:' },
  stepDone: { id: 'projects.stepDone', defaultMessage: '(done)' },
  stepInformation: { id: 'projects.step.information', defaultMessage: 'Information' },
  stepCommittee: { id: 'projects.step.committee', defaultMessage: 'Committee' },
  stepContributions: { id: 'projects.step.contributions', defaultMessage: 'Member Contributions' },
  stepParticipants: { id: 'projects.step.participants', defaultMessage: 'Participants' },
  stepDocuments: { id: 'projects.step.documents', defaultMessage: 'Photos and Documents' },
  back: { id: 'projects.back', defaultMessage: 'Back' },
  next: { id: 'projects.next', defaultMessage: 'Next' },
  submit: { id: 'projects.submit', defaultMessage: 'Submit' },
  loadingProject: { id: 'projects.loadingProject', defaultMessage: 'Loading the project…' },
  clubField: { id: 'projects.clubField', defaultMessage: 'Club' },
  chooseClub: { id: 'projects.chooseClub', defaultMessage: 'Choose the club the project is for.' },
  clubStays: {
    id: 'projects.clubStays',
    defaultMessage: 'A project stays with the club it was created for.',
  },
  committeeTable: { id: 'projects.committeeTable', defaultMessage: 'Committee' },
  loadingCommittee: { id: 'projects.loadingCommittee', defaultMessage: 'Loading the committee…' },
  noCommittee: { id: 'projects.noCommittee', defaultMessage: 'No committee members added yet.' },
  columnPosition: { id: 'projects.column.position', defaultMessage: 'Position' },
  needCommittee: { id: 'projects.needCommittee', defaultMessage: 'Add at least one committee member.' },
  contributionsTable: { id: 'projects.contributionsTable', defaultMessage: 'Member contributions' },
  loadingContributions: {
    id: 'projects.loadingContributions',
    defaultMessage: 'Loading the contributions…',
  },
  noContributions: { id: 'projects.noContributions', defaultMessage: 'No contributions added yet.' },
  columnContribution: { id: 'projects.column.contribution', defaultMessage: 'Contribution (Rs.)' },
  editContributionOf: {
    id: 'projects.editContributionOf',
    defaultMessage: 'Edit the contribution of {name}',
  },
  deleteContributionOf: {
    id: 'projects.deleteContributionOf',
    defaultMessage: 'Delete the contribution of {name}',
  },
  changeContributionOf: {
    id: 'projects.changeContributionOf',
    defaultMessage: 'Change the contribution of {name}',
  },
  contributionAmountOf: {
    id: 'projects.contributionAmountOf',
    defaultMessage: 'Contribution (Rs.) of {name}',
  },
  participantsTable: { id: 'projects.participantsTable', defaultMessage: 'Participants' },
  loadingParticipants: {
    id: 'projects.loadingParticipants',
    defaultMessage: 'Loading the participants…',
  },
  noParticipants: { id: 'projects.noParticipants', defaultMessage: 'No participants added yet.' },
  needParticipant: { id: 'projects.needParticipant', defaultMessage: 'Add at least one participant.' },
  uploading: { id: 'projects.uploading', defaultMessage: 'Uploading' },
  documentsTable: { id: 'projects.documentsTable', defaultMessage: 'Documents' },
  loadingDocuments: { id: 'projects.loadingDocuments', defaultMessage: 'Loading the documents…' },
  noDocuments: { id: 'projects.noDocuments', defaultMessage: 'No documents added yet.' },
  columnDocumentType: { id: 'projects.column.documentType', defaultMessage: 'Document Type' },
  columnFile: { id: 'projects.column.file', defaultMessage: 'File' },
  columnComments: { id: 'projects.column.comments', defaultMessage: 'Comments' },
  openPdf: { id: 'projects.openPdf', defaultMessage: 'Open PDF' },
  openImage: { id: 'projects.openImage', defaultMessage: 'Open image' },
  confirmSubmit: {
    id: 'projects.confirmSubmit',
    defaultMessage: 'I confirm this project cannot be changed after submission',
  },
  submitted: {
    id: 'projects.submitted',
    defaultMessage: 'Your service project has been submitted successfully',
  },
  cannotBeEdited: { id: 'projects.cannotBeEdited', defaultMessage: 'This project cannot be edited' },
  notYours: { id: 'projects.notYours', defaultMessage: 'Your role cannot edit a project of this type.' },
  notDraft: {
    id: 'projects.notDraft',
    defaultMessage: 'This project has been submitted; it can no longer be changed.',
  },

  // The statuses (PROJECT_STATUS_LABELS).
  statusProcessing: { id: 'projects.status.processing', defaultMessage: 'Draft' },
  statusPending: { id: 'projects.status.pending', defaultMessage: 'Pending' },
  statusSubmitted: { id: 'projects.status.submitted', defaultMessage: 'Submitted' },
  statusChairmanReviewed: {
    id: 'projects.status.chairmanReviewed',
    defaultMessage: 'Project Chairman Reviewed',
  },
  statusClubReviewed: {
    id: 'projects.status.clubReviewed',
    defaultMessage: 'Club President/Secretary Reviewed',
  },
  statusZoneReviewed: { id: 'projects.status.zoneReviewed', defaultMessage: 'Zone Chairperson Reviewed' },
  statusRegionReviewed: {
    id: 'projects.status.regionReviewed',
    defaultMessage: 'Region CPE/Chairperson Reviewed',
  },
  statusRegionGstReviewed: { id: 'projects.status.regionGstReviewed', defaultMessage: 'Region GST Reviewed' },
  statusApproved: { id: 'projects.status.approved', defaultMessage: 'Approved' },

  // The review levels (REVIEW_LEVEL_NAMES).
  levelProjectChairman: { id: 'projects.level.projectChairman', defaultMessage: 'Project Chairman' },
  levelClubPresidentSecretary: {
    id: 'projects.level.clubPresidentSecretary',
    defaultMessage: 'Club President or Secretary',
  },
  levelZoneChairperson: { id: 'projects.level.zoneChairperson', defaultMessage: 'Zone Chairperson' },
  levelRegionCpeChairperson: {
    id: 'projects.level.regionCpeChairperson',
    defaultMessage: 'Region CPE Coordinator or Chairperson',
  },
  levelRegionGst: { id: 'projects.level.regionGst', defaultMessage: 'Region GST Coordinator' },
  levelEvaluation: { id: 'projects.level.evaluation', defaultMessage: 'Clubs Performance Evaluation' },

  // The project types (the step 1 schema's project_type titles).
  typeSpecial: { id: 'projects.type.special', defaultMessage: 'Special' },
  typeMega: { id: 'projects.type.mega', defaultMessage: 'Mega' },
  typeGeneral: { id: 'projects.type.general', defaultMessage: 'General' },
  typeContinuous: { id: 'projects.type.continuous', defaultMessage: 'Continuous' },
  typeRegion: { id: 'projects.type.region', defaultMessage: 'Region' },
  typeJointRegions: { id: 'projects.type.jointRegions', defaultMessage: 'Joint Regions' },
});
