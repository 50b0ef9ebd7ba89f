import projectInfoSchema from '../../../../../schemas/projects/project-info/schema.json';
import type { Translate } from '../../../i18n/messages';
import { projectMessages } from '../messages';
import { projectTypeWords } from '../project-words';

/** A choice of the step 1 schema's project type: its code and its words. */
interface TypeChoice {
  const: string;
  title: string;
}

/**
 * The words for each project type, read from the step 1 form schema (spec 3 section 3: "SP special,
 * MP mega, GP general ..."), so the list and the form cannot disagree.
 */
export const PROJECT_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  (projectInfoSchema.properties.project_type.oneOf as TypeChoice[]).map((c) => [c.const, c.title]),
);

/**
 * A project type as the screens show it, 'General (GP)' in the reader's language (the schema's
 * English words for a type without a message); empty for none, an unknown code as it came.
 */
export function projectTypeLabel(t: Translate, type: string | null | undefined): string {
  if (!type) return '';
  const words = projectTypeWords(t, type) ?? PROJECT_TYPE_LABELS[type];
  return words ? t(projectMessages.typeLabel, { words, code: type }) : type;
}
