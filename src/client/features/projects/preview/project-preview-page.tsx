import '../projects.css';
import { H4, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { isRegionProjectType, projectControls } from '../../../../shared/machines';
import { can } from '../../../../shared/policy';
import { ErrorAlert } from '../../../components/error-alert';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { ActivityView } from '../../../form-engine/activity-view';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { useCommitteeList } from '../api/use-committee-list';
import { useContributionList } from '../api/use-contribution-list';
import { useParticipantList } from '../api/use-participant-list';
import { useProjectDecision } from '../api/use-project-decision';
import { useProjectInfo } from '../api/use-project-info';
import { ProjectCode } from '../list/project-code';
import { projectEditPath } from '../list/project-table';
import { ProjectStatusTag } from '../list/project-status-tag';
import { projectMessages as m } from '../messages';
import { reviewLevelName } from '../project-words';
import { AdjustPointsForm } from './adjust-points-form';
import { ApprovedPoints } from './approved-points';
import { ProjectPointsPanel } from './project-points-panel';
import { projectReport, sectionsFor, type ProjectDetail } from './project-view';
import { ReviewForm } from './review-form';
import { SentBackCallout } from '../review-chain/sent-back-callout';
import { useDuplicateClaims } from '../../../components/duplicate-claims/use-duplicate-claims';
import { StatusHistory } from './status-history';
import { useProjectView } from './use-project-view';

/** True when the role may edit a project of this type at all (the status is the machine's to say). */
function mayEditType(role: string | null, projectType: string | null): boolean {
  return can(role, isRegionProjectType(projectType) ? 'project.editRegional' : 'project.editAny');
}

/**
 * '/projects/info/{uuid}', 'Project Preview' (spec 3 section 2): the project's information,
 * committee, contributions, participants and documents as `schemas/projects/project-view.json`
 * describes them, why it was sent back while it waits in PENDING, 'Waiting for: ...' while in review,
 * the review form wherever the caller may act (their level, or a send-back),
 * the points with their estimate, the approved points, the adjustment form once approved, and the
 * status history.
 */
export function ProjectPreviewPage() {
  const t = useT();
  const { uuid } = useParams();
  const { role } = useSession();
  const info = useProjectInfo(uuid);
  const committee = useCommitteeList(uuid ?? null);
  const contributions = useContributionList(uuid ?? null);
  const participants = useParticipantList(uuid ?? null);
  const [errorLines, dismiss] = useErrorLines(
    info.error ?? committee.error ?? contributions.error ?? participants.error,
  );
  const loading =
    info.isFetching || committee.isFetching || contributions.isFetching || participants.isFetching;
  const project = info.data;

  return (
    <section className="cms-project-preview">
      <PageHeader
        title={t(m.projectPreview)}
        actions={
          project &&
          projectControls(project.status, project.project_type).canEdit &&
          mayEditType(role, project.project_type) ? (
            <LinkButton to={projectEditPath(project.uuid)} icon="edit" text={t(m.edit)} />
          ) : null
        }
      />
      <div className="cms-project-preview__progress">
        {loading ? <ProgressBar aria-label={t(m.loading)} intent={Intent.PRIMARY} /> : null}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      {project ? (
        <ProjectBody
          project={project}
          role={role}
          reloading={info.isFetching}
          parts={{
            committee: committee.data ?? [],
            contributions: contributions.data ?? [],
            participants: participants.data ?? [],
          }}
        />
      ) : null}
    </section>
  );
}

/** Props of the loaded preview. */
interface ProjectBodyProps {
  project: ProjectDetail;
  role: string | null;
  /** True while the project reloads after a change. */
  reloading: boolean;
  parts: Parameters<typeof projectReport>[1];
}

/** The preview of a loaded project. */
function ProjectBody({ project, role, parts, reloading }: ProjectBodyProps) {
  const t = useT();
  const decision = useProjectDecision(project.uuid);
  const [decisionLines, dismissDecision] = useErrorLines(decision.error);
  const controls = projectControls(project.status, project.project_type);
  const { view, words } = useProjectView();
  const report = projectReport(project, parts, t, words);
  const themeKey = project.theme?.governor_theme.theme_key ?? null;
  const evaluator = can(role, 'project.points');
  // The bulk step of the final approval waits for the flags: a flagged project is decided line by line.
  const flags = useDuplicateClaims({ kind: 'project', id: project.uuid }, evaluator && controls.inReview);
  const flagged = flags.data ? flags.data.length > 0 : undefined;
  return (
    <>
      <SentBackCallout sentBack={project.status === 'PENDING' ? project.sent_back : null} />
      <div className="cms-project-preview__summary">
        <span className="cms-project-preview__code">
          <ProjectCode code={project.project_code} />
        </span>
        <ProjectStatusTag status={project.status} />
        {project.waiting_for ? (
          <Tag minimal round icon="time" className="cms-project-preview__waiting">
            {t(m.waitingFor, { level: reviewLevelName(t, project.waiting_for) })}
          </Tag>
        ) : null}
      </div>
      {(view ? sectionsFor(view, themeKey) : []).map((section, index) => (
        <section
          // The sections never change order; their titles change with the language.
          key={index}
          className="cms-project-preview__section"
          aria-label={section.title}
          data-section={section.title}
        >
          <H4>{section.title}</H4>
          <ActivityView view={section} report={report} />
        </section>
      ))}
      <ErrorAlert lines={decisionLines} onDismiss={dismissDecision} />
      {(project.review_role || project.may_send_back) && controls.inReview ? (
        <ReviewForm
          project={project}
          reviewRole={project.review_role}
          maySendBack={project.may_send_back}
          standIn={project.review_stand_in}
          waitingFor={project.waiting_for}
          flagged={flagged}
          decision={decision}
        />
      ) : null}
      <ProjectPointsPanel project={project} evaluator={evaluator} reloading={reloading} />
      <ApprovedPoints
        points={project.projectApprovedPoints}
        total={project.approvedTotal}
        reversing={
          evaluator && controls.canAdjust
            ? { uuid: project.uuid, version: project.version, reloading }
            : undefined
        }
      />
      {evaluator && controls.canAdjust ? (
        <AdjustPointsForm
          uuid={project.uuid}
          version={project.version}
          approvedTotal={project.approvedTotal}
          reloading={reloading}
        />
      ) : null}
      <StatusHistory logs={project.statusLogs} projectType={project.project_type} />
    </>
  );
}
