/** The local-storage keys of the wizard's place (spec 3 section 2: step and project uuid). */
export const WIZARD_STORAGE_KEYS = { step: 'project_step', uuid: 'project_uuid' } as const;

/** Where the officer left the wizard: the step and, once step 1 is saved, the project's uuid. */
export interface WizardPlace {
  /** The step, 1 to 5 (8 is the success step, never stored). */
  step: number | null;
  uuid: string | null;
}

/** A step number as stored or routed ('3'), or null for anything else. */
export function parseStep(raw: string | null | undefined): number | null {
  if (!raw || !/^\d$/.test(raw)) return null;
  const step = Number(raw);
  return step >= 1 && step <= 8 ? step : null;
}

/** The stored place; a stored step without a project means nothing to resume but step 1. */
export function readWizardStorage(): WizardPlace {
  const uuid = localStorage.getItem(WIZARD_STORAGE_KEYS.uuid);
  return { step: parseStep(localStorage.getItem(WIZARD_STORAGE_KEYS.step)), uuid: uuid || null };
}

/** Keeps the place, so a reload (or /projects/create) resumes there. */
export function writeWizardStorage(place: { step: number; uuid: string | null }): void {
  localStorage.setItem(WIZARD_STORAGE_KEYS.step, String(place.step));
  if (place.uuid) localStorage.setItem(WIZARD_STORAGE_KEYS.uuid, place.uuid);
  else localStorage.removeItem(WIZARD_STORAGE_KEYS.uuid);
}

/**
 * Forgets the wizard's place. The list page calls it on mount (spec 3 section 2: "Leaving to this list
 * clears the stored wizard state"); the wizard calls it once a project is submitted or cannot be edited.
 */
export function clearWizardStorage(): void {
  localStorage.removeItem(WIZARD_STORAGE_KEYS.step);
  localStorage.removeItem(WIZARD_STORAGE_KEYS.uuid);
}
