import { H4 } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { EntityForm } from '../../../form-engine/entity-form';
import { useChosenFiles } from '../../../form-engine/use-chosen-files';
import { useT } from '../../../i18n/translator';
import { fieldErrorsOf, linesOf } from '../../../lib/api-error';
import { actingRole, chooseClub, useSession } from '../../../lib/session-store';
import type { ClubChoice } from '../../../components/club-picker';
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
import { clubChooserFor, type ClubChooser } from './project-club';
import { PROJECT_CLUB_INPUT_ID, ProjectClubField } from './project-club-field';
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

/** Step 1's club, for a role not bound to one: chosen for a new project, a stored project's own. */
interface ClubFacts {
  /** Where the chooser searches; null for a stored project (its club is fixed). */
  chooser: ClubChooser | null;
  /** A stored project's club. */
  stored: ClubChoice | null;
}

/** The form itself, once the stored values (if any) are there. */
function InformationForm({
  initial,
  club,
  saving,
  saveError,
  onThemeChange,
  onSave,
}: Omit<InformationStepProps, 'uuid'> & { initial: ProjectInfoFormData; club: ClubFacts | null }) {
  const t = useT();
  const { role, clubId, clubName } = useSession();
  const chosen = clubId ? { uuid: clubId, name: clubName ?? '' } : null;
  // A new project of a role not bound to a club needs one chosen (the session's club, sent as the
  // `club` header); said at once on Next, before the server would say it.
  const [clubMissing, setClubMissing] = useState(false);
  // The server's word on the club stands until another club is chosen.
  const [clubErrorSeen, setClubErrorSeen] = useState<unknown>(null);
  const serverClubError = saveError !== clubErrorSeen ? (fieldErrorsOf(saveError)?.club?.[0] ?? null) : null;
  const needsClub = club?.chooser != null && chosen === null;
  // Brought into view, not focused: focus opens the club list, which would cover the line saying why.
  // The line is an alert, so a screen reader says it at once.
  const wantClub = () => {
    setClubMissing(true);
    document.getElementById(PROJECT_CLUB_INPUT_ID)?.scrollIntoView?.({ block: 'center' });
  };
  const pickClub = (picked: ClubChoice) => {
    chooseClub(picked);
    setClubMissing(false);
    setClubErrorSeen(saveError);
  };
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
    <>
      {club ? (
        <ProjectClubField
          club={club.chooser ? chosen : club.stored}
          chooser={club.chooser}
          error={clubMissing && needsClub ? t(m.chooseClub) : serverClubError}
          onChange={pickClub}
        />
      ) : null}
      <EntityForm<ProjectInfoFormData>
        schema={projectInfoSchema}
        uiSchema={uiSchema}
        validator={projectInfoValidator}
        formData={initial}
        onChange={(data) => setThemeId(data.governor_theme_id ?? null)}
        onSubmit={(data) => {
          if (needsClub) return wantClub();
          onSave(projectInfoPayload(data, themeKey, files.filesFor(data as Record<string, unknown>)));
        }}
        // The fields' own errors show and take the focus; a missing club is said with them.
        onError={() => setClubMissing(needsClub)}
        loading={saving}
        // Spec 3 section 5: "Next is disabled without a theme or while loading".
        submitDisabled={themeId === null || themes.isLoading || saving || files.busy}
        serverErrors={fieldErrorsOf(saveError)}
        widgets={PROJECT_WIDGETS}
        formContext={formContext}
      />
    </>
  );
}

/**
 * Step 1, the project's information (spec 3 sections 2 to 5): title, type, governor theme, venue,
 * date, cost, beneficiaries, the tree count the theme shows, description, billing proof and
 * international reporting screenshot; for a role not bound to a club, first the club the project is
 * for. Its Next saves (create or update) and goes on to step 2.
 */
export function InformationStep({ uuid, ...props }: InformationStepProps) {
  const t = useT();
  const project = useProjectInfo(uuid ?? undefined);
  // The stored values fill the form once; later reloads must not wipe what the officer typed.
  const [initial, setInitial] = useState<ProjectInfoFormData | null>(uuid ? null : {});
  if (initial === null && project.data) setInitial(projectInfoFormData(project.data));
  const chooser = clubChooserFor(actingRole(useSession()));
  const club: ClubFacts | null = chooser
    ? uuid
      ? { chooser: null, stored: project.data?.club ?? null }
      : { chooser, stored: null }
    : null;

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
          <InformationForm initial={initial} club={club} {...props} />
        </div>
      )}
    </section>
  );
}
