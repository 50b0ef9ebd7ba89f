import { H4 } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { EntityForm } from '../../../form-engine/entity-form';
import { useChosenFiles } from '../../../form-engine/use-chosen-files';
import { useT } from '../../../i18n/translator';
import { fieldErrorsOf, linesOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useGovernorThemes } from '../../../pickers/governor-theme-select';
import { PROJECT_WIDGETS } from '../../../pickers/project-widgets';
import { useProjectInfo } from '../api/use-project-info';
import type { ProjectInfoPayload } from '../api/use-save-project-info';
import { projectMessages as m } from '../messages';
import {
  PROJECT_INFO_FOLDER,
  projectInfoFormData,
  projectInfoPayload,
  projectInfoSchema,
  projectInfoUiSchema,
  projectInfoValidator,
  type ProjectInfoFormData,
} from './project-info-form';
import { useTranslatedUiSchema } from './use-step-form';

/** Step 1's form as its overlay reads it. */
const INFO_FORM = { folder: PROJECT_INFO_FOLDER, schema: projectInfoSchema };

/** Props of step 1. */
export interface InformationStepProps {
  /** The project when it is stored already (its values fill the form); null for a new project. */
  uuid: string | null;
  /** True while the save is on its way. */
  saving: boolean;
  /** The last failed save, whose 422 errors show under their fields. */
  saveError: unknown;
  /** Tells the wizard whether a theme is chosen (Next needs one). */
  onThemeChange: (chosen: boolean) => void;
  /** Saves the information (the wizard goes on to step 2 once saved). */
  onSave: (payload: ProjectInfoPayload) => void;
}

/** The form itself, once the stored values (if any) are there. */
function InformationForm({
  initial,
  saving,
  saveError,
  onThemeChange,
  onSave,
}: Omit<InformationStepProps, 'uuid'> & { initial: ProjectInfoFormData }) {
  const { role } = useSession();
  const themes = useGovernorThemes();
  const files = useChosenFiles();
  const [themeId, setThemeId] = useState<string | null>(initial.governor_theme_id ?? null);
  const themeKey = themes.data?.find((theme) => theme.uuid === themeId)?.theme_key ?? null;
  const englishUiSchema = useMemo(() => projectInfoUiSchema(themeKey, role), [themeKey, role]);
  const uiSchema = useTranslatedUiSchema(INFO_FORM, englishUiSchema);
  const formContext = useMemo(
    () => ({ onFile: files.onFile, onFileBusy: files.onFileBusy }),
    [files.onFile, files.onFileBusy],
  );

  useEffect(() => onThemeChange(themeId !== null), [themeId, onThemeChange]);

  // Sinhala and Tamil wait for the form's texts (a moment) rather than show it in English first.
  if (!uiSchema) return null;
  return (
    <EntityForm<ProjectInfoFormData>
      schema={projectInfoSchema}
      uiSchema={uiSchema}
      validator={projectInfoValidator}
      formData={initial}
      onChange={(data) => setThemeId(data.governor_theme_id ?? null)}
      onSubmit={(data) =>
        onSave(projectInfoPayload(data, themeKey, files.filesFor(data as Record<string, unknown>)))
      }
      loading={saving}
      // Spec 3 section 5: "Next is disabled without a theme or while loading".
      submitDisabled={themeId === null || themes.isLoading || saving || files.busy}
      serverErrors={fieldErrorsOf(saveError)}
      widgets={PROJECT_WIDGETS}
      formContext={formContext}
    />
  );
}

/**
 * Step 1, the project's information (spec 3 sections 2 to 5): title, type, governor theme, venue,
 * date, cost, beneficiaries, the tree count the theme shows, description, billing proof and
 * international reporting screenshot. Its Next saves (create or update) and goes on to step 2.
 */
export function InformationStep({ uuid, ...props }: InformationStepProps) {
  const t = useT();
  const project = useProjectInfo(uuid ?? undefined);
  // The stored values fill the form once; later reloads must not wipe what the officer typed.
  const [initial, setInitial] = useState<ProjectInfoFormData | null>(uuid ? null : {});
  if (initial === null && project.data) setInitial(projectInfoFormData(project.data));

  return (
    <section className="cms-wizard-step" aria-labelledby="cms-wizard-information">
      <H4 id="cms-wizard-information">{t(m.stepInformation)}</H4>
      {project.isError && initial === null ? (
        <ErrorAlert lines={linesOf(project.error)} onDismiss={() => void project.refetch()} />
      ) : null}
      {initial === null ? (
        <p className="cms-empty">{t(m.loadingProject)}</p>
      ) : (
        <div className="cms-form-card">
          <InformationForm initial={initial} {...props} />
        </div>
      )}
    </section>
  );
}
