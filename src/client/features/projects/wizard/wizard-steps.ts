import { lazy } from 'react';

// Steps 2 to 5 with their add forms and validators: step 1 (the project's information) shows first,
// so the wizard opens without them and fetches them while the officer fills step 1.
const loadCommittee = () => import('./committee-step');
const loadContributions = () => import('./contributions-step');
const loadParticipants = () => import('./participants-step');
const loadDocuments = () => import('./documents-step');

/** Step 2: the project committee, loaded on demand. */
export const CommitteeStep = lazy(async () => ({ default: (await loadCommittee()).CommitteeStep }));

/** Step 3: contributions, loaded on demand. */
export const ContributionsStep = lazy(async () => ({
  default: (await loadContributions()).ContributionsStep,
}));

/** Step 4: participants, loaded on demand. */
export const ParticipantsStep = lazy(async () => ({ default: (await loadParticipants()).ParticipantsStep }));

/** Step 5: documents and submission, loaded on demand. */
export const DocumentsStep = lazy(async () => ({ default: (await loadDocuments()).DocumentsStep }));

/** Fetches the code of steps 2 to 5 (the browser caches each module, so calling again costs nothing). */
export function preloadLaterSteps(): void {
  for (const load of [loadCommittee, loadContributions, loadParticipants, loadDocuments]) void load();
}
