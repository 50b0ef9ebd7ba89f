import './wizard.css';
import { ProgressBar } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { emit, fromPromise } from 'xstate';
import { DRAFT_PROJECT_STATUSES, type ProjectStatus } from '../../../../shared/machines';
import { can } from '../../../../shared/policy';
import { ErrorAlert } from '../../../components/error-alert';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { PageHeader } from '../../../components/page-header';
import { linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { whenIdle } from '../../../lib/when-idle';
import { useSession } from '../../../lib/session-store';
import { useProjectInfo } from '../api/use-project-info';
import { useSaveProjectInfo, type ProjectInfoPayload } from '../api/use-save-project-info';
import { useSubmitProject } from '../api/use-submit-project';
import { projectMessages as m } from '../messages';
import { SentBackCallout } from '../review-chain/sent-back-callout';
import { InformationStep } from './information-step';
import { useSessionClubFollowsProject } from './project-club';
import { LockedProject } from './locked-project';
import { StepIndicator } from './step-indicator';
import { SuccessStep } from './success-step';
import { useMachine } from '@xstate/react';
import { loadWizardFacts } from './wizard-facts';
import { SUCCESS_STEP, wizardMachine, type WizardInput, type WizardStateName } from './wizard-machine';
import {
  CommitteeStep,
  ContributionsStep,
  DocumentsStep,
  ParticipantsStep,
  preloadLaterSteps,
} from './wizard-steps';
import { parseStep, readWizardStorage } from './wizard-storage';

/** The page's title (spec 3 section 2). */
export const WIZARD_TITLE = m.wizardTitle.defaultMessage;

/**
 * Where the wizard opens: /projects/edit/{step}/{uuid} at that step of that project; /projects/create
 * where the officer left off (the stored step and uuid), else a new project at step 1.
 */
export function wizardStart(params: { step?: string; uuid?: string }): WizardInput {
  if (params.uuid) return { uuid: params.uuid, step: parseStep(params.step) ?? 1 };
  const stored = readWizardStorage();
  return stored.uuid
    ? { uuid: stored.uuid, step: stored.step ?? 1, fromStorage: true }
    : { uuid: null, step: 1 };
}

/** The address a wizard state shows at: the URL follows the machine; null while it is not on a step. */
export function wizardPath(state: WizardStateName, uuid: string | null): string | null {
  if (state === 'success') return uuid ? `/projects/edit/${SUCCESS_STEP}/${uuid}` : null;
  const step = /^step(\d)$/.exec(state)?.[1];
  if (!step) return null;
  return uuid ? `/projects/edit/${step}/${uuid}` : '/projects/create';
}

/** Props of one run of the wizard. */
interface WizardRunProps {
  start: WizardInput;
  /** The address shown now. */
  pathname: string;
  /** Moves the address along with the machine (replacing it, so Back leaves the wizard). */
  onNavigate: (path: string) => void;
}

/** The wizard's machine with its actors, and the step it is on. */
function WizardRun({ start, pathname, onNavigate }: WizardRunProps) {
  const queryClient = useQueryClient();
  const { role, clubId } = useSession();
  const saveInfo = useSaveProjectInfo();
  const submit = useSubmitProject();
  const t = useT();
  // The actors of the first render run for the wizard's life; the mutations' functions are stable.
  const [machine] = useState(() =>
    wizardMachine.provide({
      actors: {
        loadProject: fromPromise(({ input }) => loadWizardFacts(queryClient, { role, clubId }, input.uuid)),
        saveInfo: fromPromise(async ({ input }) => {
          const payload = input.payload as ProjectInfoPayload;
          const answer = await saveInfo.mutateAsync({ uuid: input.uuid, payload });
          return { uuid: answer.data.uuid, projectType: payload.fields.project_type ?? null };
        }),
        submitProject: fromPromise(({ input }) => submit.mutateAsync(input.uuid)),
      },
      // The saved toast is said below, in the language of the moment.
      actions: { announceSaved: emit({ type: 'wizard.saved' as const }) },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: start });
  useEffect(() => {
    const saved = actor.on('wizard.saved', () => void showToast(t(m.saved)));
    return () => saved.unsubscribe();
  }, [actor, t]);
  const state = (
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]
  ) as WizardStateName;
  const { uuid, step, status, submitConfirmed, error } = snapshot.context;
  // An official works on the project's club: the title bar names it, the requests act for it.
  useSessionClubFollowsProject(uuid);

  // Steps 2 to 5 come while the officer reads or fills the step shown.
  useEffect(() => whenIdle(preloadLaterSteps), []);

  const path = wizardPath(state, uuid);
  useEffect(() => {
    if (path && path !== pathname) onNavigate(path);
  }, [path, pathname, onNavigate]);

  const themeChanged = useCallback(
    (chosen: boolean) => send({ type: 'wizard.themeChanged', chosen }),
    [send],
  );
  const committeeCounted = useCallback(
    (count: number, chairman: boolean) => send({ type: 'wizard.committeeCounted', count, chairman }),
    [send],
  );
  const photosCounted = useCallback((count: number) => send({ type: 'wizard.photosCounted', count }), [send]);
  const participantsCounted = useCallback(
    (count: number) => send({ type: 'wizard.participantsCounted', count }),
    [send],
  );
  const back = () => send({ type: 'wizard.back' });
  const next = () => send({ type: 'wizard.next' });
  const canNext = snapshot.can({ type: 'wizard.next' });
  // The wizard's lists are changed, entries taken out too, only while the project is a draft that
  // the role may edit (the wizard opens at no other); the server says the same.
  const canDelete = can(role, 'project.wizardDelete');

  const saving = snapshot.matches({ step1: 'saving' });
  const submitting = snapshot.matches({ step5: 'submitting' });
  const busy = state === 'opening' || state === 'loading' || saving || submitting;
  const progress = saving ? saveInfo.progress : null;

  return (
    <>
      {state !== 'locked' && state !== 'failed' ? <StepIndicator current={step} /> : null}
      <div className="cms-wizard-progress" aria-hidden={!busy}>
        {busy ? (
          <ProgressBar aria-label={t(m.loading)} value={progress ?? undefined} stripes={progress === null} />
        ) : null}
      </div>
      <ErrorAlert
        lines={error ? linesOf(error) : null}
        onDismiss={() => send({ type: 'wizard.dismissError' })}
      />
      {/^step\d$/.test(state) ? <WizardSentBack uuid={uuid} /> : null}
      {state === 'step1' ? (
        <InformationStep
          uuid={uuid}
          saving={saving}
          saveError={error}
          onThemeChange={themeChanged}
          onSave={(payload) => send({ type: 'wizard.save', payload })}
        />
      ) : null}
      {state === 'step2' && uuid ? (
        <CommitteeStep
          uuid={uuid}
          canDelete={canDelete}
          onCount={committeeCounted}
          onBack={back}
          onNext={next}
          canNext={canNext}
        />
      ) : null}
      {state === 'step3' && uuid ? (
        <ContributionsStep uuid={uuid} canDelete={canDelete} onBack={back} onNext={next} />
      ) : null}
      {state === 'step4' && uuid ? (
        <ParticipantsStep
          uuid={uuid}
          canDelete={canDelete}
          onCount={participantsCounted}
          onBack={back}
          onNext={next}
          canNext={canNext}
        />
      ) : null}
      {state === 'step5' && uuid ? (
        <DocumentsStep
          uuid={uuid}
          canDelete={canDelete}
          confirmed={submitConfirmed}
          onConfirm={(confirmed) => send({ type: 'wizard.confirm', confirmed })}
          onBack={back}
          onSubmit={() => send({ type: 'wizard.submit' })}
          onPhotos={photosCounted}
          canSubmit={snapshot.can({ type: 'wizard.submit' })}
          submitting={submitting}
        />
      ) : null}
      {state === 'success' && uuid ? <SuccessStep uuid={uuid} /> : null}
      {state === 'locked' && uuid ? (
        <LockedProject uuid={uuid} draft={DRAFT_PROJECT_STATUSES.includes(status as ProjectStatus)} />
      ) : null}
      {state === 'failed' ? (
        <div className="cms-wizard-nav">
          <LinkButton to="/projects" icon="list" text={t(m.serviceProjects)} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The reason a reviewer sent the project back, above every step until it is submitted again (from
 * the project's detail the wizard loaded as it opened: no second load).
 */
function WizardSentBack({ uuid }: { uuid: string | null }) {
  const info = useProjectInfo(uuid ?? undefined, { fetch: false });
  return <SentBackCallout sentBack={info.data?.status === 'PENDING' ? info.data.sent_back : null} />;
}

/**
 * '/projects/create' and '/projects/edit/:step/:uuid': the project submission wizard (spec 3 section
 * 2). The machine decides the step; the address follows it. An address the wizard did not move to
 * itself (a link to another project, say) starts the wizard afresh from that address.
 */
export function ProjectWizardPage() {
  const params = useParams<{ step?: string; uuid?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const [run, setRun] = useState(() => ({ id: 0, start: wizardStart(params) }));
  const [seenKey, setSeenKey] = useState(location.key);
  const [ownPath, setOwnPath] = useState<string | null>(null);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (location.pathname !== ownPath) setRun((r) => ({ id: r.id + 1, start: wizardStart(params) }));
  }
  const follow = useCallback(
    (path: string) => {
      setOwnPath(path);
      void navigate(path, { replace: true });
    },
    [navigate],
  );

  const t = useT();
  return (
    <section className="cms-wizard">
      <PageHeader title={t(m.wizardTitle)} />
      <WizardRun key={run.id} start={run.start} pathname={location.pathname} onNavigate={follow} />
    </section>
  );
}
