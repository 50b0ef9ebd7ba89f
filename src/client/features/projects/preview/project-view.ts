import type { components } from '../../../../shared/api/openapi';
import { mapSchemaTexts } from '../../../../shared/i18n/schema-texts';
import type {
  ActivityReport,
  ReportDocument,
  ViewDefinition,
  ViewRow,
} from '../../../form-engine/activity-view';
import projectView from '../../../../../schemas/projects/project-view.json';
import type { Translate } from '../../../i18n/messages';
import { projectTypeLabel } from '../list/project-type-label';
import { projectMessages as m } from '../messages';
import { actingRoleWords } from '../project-words';

/** A project as its preview loads it (GET {id}/info). */
export type ProjectDetail = components['schemas']['ProjectDetail'];

/** A row of the project view: a view.json row that may show for one governor theme only. */
export type ProjectViewRow = ViewRow & {
  /** The theme_key the row belongs to (the theme rule of spec 3 section 4); absent for every theme. */
  showForTheme?: string;
};

/** A section of the project view: a view in the format of an activity's view.json. */
export interface ProjectViewSection extends ViewDefinition {
  rows: ProjectViewRow[];
}

/** The contents of `schemas/projects/project-view.json`: the preview's sections, each a view. */
export interface ProjectViewDefinition {
  title: string;
  sections: ProjectViewSection[];
}

/** The preview's view, as data (schemas/projects/project-view.json). */
export const PROJECT_VIEW = projectView as ProjectViewDefinition;

/**
 * The view with its title, section titles and labels through `translate` (the schemas/projects
 * overlay); the fields, kinds and theme rules stay.
 */
export function translateProjectView(
  view: ProjectViewDefinition,
  translate: (text: string) => string,
): ProjectViewDefinition {
  return mapSchemaTexts({ view }, translate).view as ProjectViewDefinition;
}

/**
 * The sections with only the rows of the project's theme: the reforestation theme shows the large
 * trees, gardening_farming the small trees, other themes neither (spec 3 section 4).
 */
export function sectionsFor(view: ProjectViewDefinition, themeKey: string | null): ProjectViewSection[] {
  return view.sections.map((section) => ({
    ...section,
    rows: section.rows.filter((row) => row.showForTheme === undefined || row.showForTheme === themeKey),
  }));
}

/** The lists the preview shows beside the project: committee, contributions and participants. */
export interface ProjectParts {
  committee: readonly object[];
  contributions: readonly object[];
  participants: readonly object[];
}

/** The words of the lists' options in the reader's language (the wizard forms' overlays). */
export interface ProjectOptionWords {
  /** A committee position ('Project Chairman'). */
  position: (position: string) => string;
  /** A document type ('Project Report'). */
  documentType: (type: string) => string;
  /** A governor theme, by its theme_key ('Vision'). */
  theme: (theme: { theme: string; theme_key?: string | null }) => string;
}

const AS_STORED: ProjectOptionWords = {
  position: (text) => text,
  documentType: (text) => text,
  theme: ({ theme }) => theme,
};

/** A file of the project as the view engine reads one: its slot named in `comments`. */
function slotFile(slot: string, path: string | null, type: string | null): ReportDocument[] {
  return path ? [{ uuid: slot, type: type ?? 'image', path, comments: slot }] : [];
}

/**
 * The project in the shape the view engine reads (field by name, files under `documents` by slot):
 * names instead of nested objects, a draft's missing code as 'Draft', the two step 1 files as slots, and each attached document as an
 * entry holding its own file. The type and the office a document was added in are in the reader's
 * language (`t`), and so are the committee positions and document types (`words`).
 */
export function projectReport(
  project: ProjectDetail,
  parts: ProjectParts,
  t: Translate,
  words: ProjectOptionWords = AS_STORED,
): ActivityReport {
  return {
    ...project,
    // A draft takes its code at its first submission: until then its code reads 'Draft'.
    project_code: project.project_code || t(m.codeDraft),
    club: project.club.name,
    project_type: projectTypeLabel(t, project.project_type),
    theme: project.theme ? words.theme(project.theme.governor_theme) : null,
    committee: parts.committee.map((entry) =>
      'position' in entry && typeof entry.position === 'string'
        ? { ...entry, position: words.position(entry.position) }
        : entry,
    ),
    contributions: parts.contributions,
    participants: parts.participants,
    attachments: project.documents.map((d) => ({
      uuid: d.uuid,
      document_type: words.documentType(d.document_type),
      comments: d.comments,
      added_by: d.role ? actingRoleWords(t, d.role.name) : null,
      documents: slotFile('file', d.path, d.type),
    })),
    documents: [
      ...slotFile('billing_proof', project.billing_proof, project.billing_proof_path),
      ...slotFile('int_report_screenshot', project.int_report_screenshot, project.int_report_screenshot_path),
    ],
  };
}
