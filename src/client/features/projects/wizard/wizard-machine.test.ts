import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
  type AnyEventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toaster';
import {
  furthestStep,
  wizardMachine,
  type WizardContext,
  type WizardEvent,
  type WizardInput,
  type WizardProjectFacts,
} from './wizard-machine';
import { readWizardStorage, writeWizardStorage } from './wizard-storage';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const UUID = '5b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';

/** A stored draft with its theme, committee and participants (each overridable). */
function facts(overrides: Partial<WizardProjectFacts> = {}): WizardProjectFacts {
  return {
    status: 'PROCESSING',
    projectType: 'GP',
    themeChosen: true,
    committeeCount: 2,
    chairmanChosen: true,
    participantCount: 3,
    photoCount: 1,
    mayEdit: true,
    ...overrides,
  };
}

const loaded = (f: WizardProjectFacts) => ({ type: 'xstate.done.actor.loadProject', output: f });
const saved = (uuid = UUID) => ({ type: 'xstate.done.actor.saveInfo', output: { uuid, projectType: 'GP' } });
const submitted = { type: 'xstate.done.actor.submitProject', output: { status_code: 200 } };
const failedTo = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('Server error') });

/** Runs events from the wizard's start, purely (no actors, no actions executed). */
function run(input: WizardInput, ...events: AnyEventObject[]) {
  let [snapshot] = initialTransition(wizardMachine, input);
  for (const event of events) [snapshot] = transition(wizardMachine, snapshot, event as WizardEvent);
  return snapshot;
}

/** The top-level state's name ('step3', 'locked'...). */
function top(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
}

afterEach(() => localStorage.clear());

describe('wizard machine: pure transitions', () => {
  it('starts a new project at step 1 and cannot leave it before a theme is chosen and saved', () => {
    expect(top(run({}).value)).toBe('step1');
    expect(run({}, { type: 'wizard.next' }).value).toEqual({ step1: 'editing' });
    expect(run({}, { type: 'wizard.save', payload: {} }).value).toEqual({ step1: 'editing' });
    // With a theme, Save saves; Next alone still needs the saved project.
    const chosen = [{ type: 'wizard.themeChanged', chosen: true }];
    expect(run({}, ...chosen, { type: 'wizard.next' }).value).toEqual({ step1: 'editing' });
    expect(run({}, ...chosen, { type: 'wizard.save', payload: {} }).value).toEqual({ step1: 'saving' });
  });

  it('a save answered with the uuid moves to step 2 as a PROCESSING draft; a failed save stays, keeping the error', () => {
    const ok = run(
      {},
      { type: 'wizard.themeChanged', chosen: true },
      { type: 'wizard.save', payload: {} },
      saved(),
    );
    expect(ok.value).toBe('step2');
    expect(ok.context).toMatchObject({ uuid: UUID, step: 2, status: 'PROCESSING', error: null });
    const bad = run(
      {},
      { type: 'wizard.themeChanged', chosen: true },
      { type: 'wizard.save', payload: {} },
      failedTo('saveInfo'),
    );
    expect(bad.value).toEqual({ step1: 'editing' });
    expect(bad.context.uuid).toBeNull();
    expect((bad.context.error as Error).message).toBe('Server error');
    expect(transition(wizardMachine, bad, { type: 'wizard.dismissError' })[0].context.error).toBeNull();
  });

  it('announces the save and remembers each step it enters (as actions, executed by a running actor)', () => {
    const [, actions] = transition(
      wizardMachine,
      run({}, { type: 'wizard.themeChanged', chosen: true }, { type: 'wizard.save', payload: {} }),
      saved() as WizardEvent,
    );
    expect(actions.map((a) => a.type)).toEqual(expect.arrayContaining(['announceSaved', 'rememberPlace']));
  });

  it('step 2 needs a committee with its Project Chairman for Next; Back goes one step back', () => {
    const step2 = run({ uuid: UUID, step: 2 }, loaded(facts({ committeeCount: 0, chairmanChosen: false })));
    expect(step2.value).toBe('step2');
    expect(transition(wizardMachine, step2, { type: 'wizard.next' })[0].value).toBe('step2');
    // A member, but not the chairman: the project could not be submitted, so Next says so here.
    const member = transition(wizardMachine, step2, {
      type: 'wizard.committeeCounted',
      count: 1,
      chairman: false,
    })[0];
    expect(transition(wizardMachine, member, { type: 'wizard.next' })[0].value).toBe('step2');
    const counted = transition(wizardMachine, member, {
      type: 'wizard.committeeCounted',
      count: 2,
      chairman: true,
    })[0];
    expect(transition(wizardMachine, counted, { type: 'wizard.next' })[0].value).toBe('step3');
    expect(transition(wizardMachine, step2, { type: 'wizard.back' })[0].value).toEqual({ step1: 'editing' });
  });

  it('step 4 needs a participant for Next; step 3 goes on freely', () => {
    const step3 = run({ uuid: UUID, step: 3 }, loaded(facts({ participantCount: 0 })));
    expect(step3.value).toBe('step3');
    const step4 = transition(wizardMachine, step3, { type: 'wizard.next' })[0];
    expect(step4.value).toBe('step4');
    expect(transition(wizardMachine, step4, { type: 'wizard.next' })[0].value).toBe('step4');
    const one = transition(wizardMachine, step4, { type: 'wizard.participantsCounted', count: 1 })[0];
    expect(transition(wizardMachine, one, { type: 'wizard.next' })[0].value).toEqual({ step5: 'ready' });
    expect(transition(wizardMachine, step4, { type: 'wizard.back' })[0].value).toBe('step3');
  });

  it('Submit needs a photo: the tick alone does not do', () => {
    const step5 = run({ uuid: UUID, step: 5 }, loaded(facts({ photoCount: 0 })));
    const ticked = transition(wizardMachine, step5, { type: 'wizard.confirm', confirmed: true })[0];
    expect(transition(wizardMachine, ticked, { type: 'wizard.submit' })[0].value).toEqual({ step5: 'ready' });
    const photo = transition(wizardMachine, ticked, { type: 'wizard.photosCounted', count: 1 })[0];
    expect(transition(wizardMachine, photo, { type: 'wizard.submit' })[0].value).toEqual({
      step5: 'submitting',
    });
  });

  it('Submit needs the tick; submitted, the wizard shows the success step 8', () => {
    const step5 = run({ uuid: UUID, step: 5 }, loaded(facts()));
    expect(step5.value).toEqual({ step5: 'ready' });
    expect(transition(wizardMachine, step5, { type: 'wizard.submit' })[0].value).toEqual({ step5: 'ready' });
    const ticked = transition(wizardMachine, step5, { type: 'wizard.confirm', confirmed: true })[0];
    const sending = transition(wizardMachine, ticked, { type: 'wizard.submit' })[0];
    expect(sending.value).toEqual({ step5: 'submitting' });
    const done = transition(wizardMachine, sending, submitted as WizardEvent)[0];
    expect(done.value).toBe('success');
    expect(done.context).toMatchObject({ step: 8, status: 'SUBMITTED' });
    expect(done.status).toBe('done');
    const refused = transition(wizardMachine, sending, failedTo('submitProject') as WizardEvent)[0];
    expect(refused.value).toEqual({ step5: 'ready' });
    expect(refused.context.error).toBeInstanceOf(Error);
  });

  it('a fresh step 5 is unticked, also after going back and forth', () => {
    const step5 = run(
      { uuid: UUID, step: 5 },
      loaded(facts()),
      { type: 'wizard.confirm', confirmed: true },
      { type: 'wizard.back' },
      { type: 'wizard.next' },
    );
    expect(step5.value).toEqual({ step5: 'ready' });
    expect(step5.context.submitConfirmed).toBe(false);
  });

  it.each([
    ['PENDING', 'GP', true, 'step5'],
    ['PROCESSING', 'RP', true, 'step5'],
    ['SUBMITTED', 'GP', true, 'locked'],
    ['REGION_GST_REVIEW', 'GP', true, 'locked'],
    ['APPROVED', 'GP', true, 'locked'],
    // A draft of a type the role may not edit (a region role on a club's GP project).
    ['PENDING', 'GP', false, 'locked'],
  ])('a stored %s %s project (role may edit: %s) opens at %s', (status, projectType, mayEdit, where) => {
    expect(top(run({ uuid: UUID, step: 5 }, loaded(facts({ status, projectType, mayEdit }))).value)).toBe(
      where,
    );
  });

  it.each([
    [5, facts(), 'step5'],
    [5, facts({ participantCount: 0 }), 'step4'],
    [4, facts({ committeeCount: 0 }), 'step2'],
    [3, facts({ committeeCount: 0 }), 'step2'],
    [3, facts({ themeChosen: false }), 'step1'],
    [2, facts(), 'step2'],
    [1, facts(), 'step1'],
    [8, facts(), 'step5'],
  ])('resuming at step %s opens the furthest step the project allows', (step, f, where) => {
    expect(top(run({ uuid: UUID, step }, loaded(f)).value)).toBe(where);
  });

  it('a stored project (fromStorage) that cannot be continued gives way to a new project at step 1', () => {
    const submitted = run({ uuid: UUID, step: 4, fromStorage: true }, loaded(facts({ status: 'SUBMITTED' })));
    expect(submitted.value).toEqual({ step1: 'editing' });
    expect(submitted.context).toMatchObject({ uuid: null, step: 1, status: null, committeeCount: 0 });
    const gone = run({ uuid: UUID, step: 4, fromStorage: true }, failedTo('loadProject'));
    expect(gone.value).toEqual({ step1: 'editing' });
    expect(gone.context).toMatchObject({ uuid: null, error: null });
    // A draft it may edit is continued as usual.
    expect(run({ uuid: UUID, step: 4, fromStorage: true }, loaded(facts())).value).toBe('step4');
  });

  it('a project that cannot be loaded shows the failure', () => {
    const failed = run({ uuid: UUID, step: 2 }, failedTo('loadProject'));
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBeInstanceOf(Error);
  });

  it('furthestStep follows the step rules', () => {
    const base = {
      uuid: UUID,
      themeChosen: true,
      committeeCount: 1,
      chairmanChosen: true,
      participantCount: 1,
    };
    expect(furthestStep(base)).toBe(5);
    expect(furthestStep({ ...base, chairmanChosen: false })).toBe(2);
    expect(furthestStep({ ...base, uuid: null })).toBe(1);
    expect(furthestStep({ ...base, themeChosen: false })).toBe(1);
    expect(furthestStep({ ...base, committeeCount: 0 })).toBe(2);
    expect(furthestStep({ ...base, participantCount: 0 })).toBe(4);
  });
});

describe('wizard machine: with its actors stubbed (.provide)', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  function start(input: WizardInput, stubs: { load?: WizardProjectFacts; fail?: 'save' | 'submit' } = {}) {
    const calls = { load: [] as unknown[], save: [] as unknown[], submit: [] as unknown[] };
    const machine = wizardMachine.provide({
      actors: {
        loadProject: fromPromise(async ({ input: i }) => {
          calls.load.push(i);
          return stubs.load ?? facts();
        }),
        saveInfo: fromPromise(async ({ input: i }) => {
          calls.save.push(i);
          if (stubs.fail === 'save') throw new Error('The venue field is required.');
          return { uuid: i.uuid ?? UUID, projectType: 'GP' };
        }),
        submitProject: fromPromise(async ({ input: i }) => {
          calls.submit.push(i);
          if (stubs.fail === 'submit') throw new Error('Conflict');
          return { status_code: 200 };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, calls };
  }

  it('creates: saves the information with the payload, says Success, keeps step 2 and the uuid in local storage', async () => {
    const { actor, calls } = start({});
    expect(readWizardStorage()).toEqual({ step: 1, uuid: null });
    actor.send({ type: 'wizard.themeChanged', chosen: true });
    actor.send({ type: 'wizard.save', payload: { venue: 'Town Hall' } });
    await waitFor(actor, (s) => s.matches('step2'));
    expect(calls.save).toEqual([{ uuid: null, payload: { venue: 'Town Hall' } }]);
    expect(showToast).toHaveBeenCalledWith('Success');
    expect(readWizardStorage()).toEqual({ step: 2, uuid: UUID });
  });

  it('a refused save says nothing of success and stays on step 1', async () => {
    const { actor } = start({}, { fail: 'save' });
    actor.send({ type: 'wizard.themeChanged', chosen: true });
    actor.send({ type: 'wizard.save', payload: {} });
    await waitFor(actor, (s) => s.matches({ step1: 'editing' }) && s.context.error !== null);
    expect(showToast).not.toHaveBeenCalled();
    expect(readWizardStorage()).toEqual({ step: 1, uuid: null });
  });

  it('resumes a stored project at its step, loading it first, and follows Next and Back in storage', async () => {
    const { actor, calls } = start({ uuid: UUID, step: 3 });
    await waitFor(actor, (s) => s.matches('step3'));
    expect(calls.load).toEqual([{ uuid: UUID }]);
    expect(readWizardStorage()).toEqual({ step: 3, uuid: UUID });
    actor.send({ type: 'wizard.back' });
    expect(readWizardStorage()).toEqual({ step: 2, uuid: UUID });
  });

  it('submits with the tick, then forgets the stored place', async () => {
    writeWizardStorage({ step: 5, uuid: UUID });
    const { actor, calls } = start({ uuid: UUID, step: 5 });
    await waitFor(actor, (s) => s.matches('step5'));
    actor.send({ type: 'wizard.submit' });
    expect(calls.submit).toEqual([]);
    actor.send({ type: 'wizard.confirm', confirmed: true });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.submit).toEqual([{ uuid: UUID }]);
    expect(localStorage.getItem('project_step')).toBeNull();
    expect(localStorage.getItem('project_uuid')).toBeNull();
  });

  it('a submitted project opens nowhere and forgets the stored place', async () => {
    writeWizardStorage({ step: 4, uuid: UUID });
    const { actor } = start({ uuid: UUID, step: 4 }, { load: facts({ status: 'SUBMITTED' }) });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(readWizardStorage()).toEqual({ step: null, uuid: null });
  });
});

describe('wizard machine: every path (xstate/graph)', () => {
  // The actors' done and error events are samples too: the graph does not run actors.
  const SAMPLES = [
    { type: 'wizard.themeChanged', chosen: true },
    { type: 'wizard.themeChanged', chosen: false },
    { type: 'wizard.save', payload: { venue: 'Hall' } },
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'wizard.committeeCounted', count: 0, chairman: false },
    { type: 'wizard.committeeCounted', count: 1, chairman: false },
    { type: 'wizard.committeeCounted', count: 1, chairman: true },
    { type: 'wizard.photosCounted', count: 1 },
    { type: 'wizard.participantsCounted', count: 0 },
    { type: 'wizard.participantsCounted', count: 1 },
    { type: 'wizard.confirm', confirmed: true },
    { type: 'wizard.confirm', confirmed: false },
    { type: 'wizard.submit' },
    { type: 'wizard.dismissError' },
    saved(),
    failedTo('saveInfo'),
    submitted,
    failedTo('submitProject'),
  ] as WizardEvent[];

  /** The rule every state must hold, whatever the path to it. */
  function assertRules(value: unknown, context: WizardContext) {
    const name = top(value);
    const step = Number(/^step(\d)$/.exec(name)?.[1] ?? (name === 'success' ? 8 : 0));
    if (step >= 2) {
      expect(context.uuid, `${name} without a saved project`).not.toBeNull();
      expect(context.themeChosen, `${name} without a theme`).toBe(true);
    }
    if (step >= 3) expect(context.committeeCount, `${name} with no committee member`).toBeGreaterThan(0);
    if (step >= 3) expect(context.chairmanChosen, `${name} without a Project Chairman`).toBe(true);
    if (step >= 5) expect(context.participantCount, `${name} with no participant`).toBeGreaterThan(0);
    if (name === 'success') {
      expect(context.submitConfirmed, 'success without the tick').toBe(true);
      expect(context.photoCount, 'success without a photo').toBeGreaterThan(0);
      expect(context.status).toBe('SUBMITTED');
    }
    if (step >= 1 && step <= 5) expect(context.step).toBe(step);
  }

  const starts: Array<[string, WizardInput, AnyEventObject[]]> = [
    ['a new project', {}, []],
    [
      'a stored draft without committee',
      { uuid: UUID, step: 5 },
      [loaded(facts({ committeeCount: 0, participantCount: 0 }))],
    ],
    ['a stored complete draft', { uuid: UUID, step: 5 }, [loaded(facts())]],
    ['a stored draft without a theme', { uuid: UUID, step: 4 }, [loaded(facts({ themeChosen: false }))]],
    ['a submitted project', { uuid: UUID, step: 5 }, [loaded(facts({ status: 'SUBMITTED' }))]],
    [
      'a stored project submitted since',
      { uuid: UUID, step: 5, fromStorage: true },
      [loaded(facts({ status: 'SUBMITTED' }))],
    ],
  ];

  it.each(starts)('from %s, every reachable state holds the step rules', (_, input, opening) => {
    const fromState = run(input, ...opening);
    const paths = getShortestPaths(wizardMachine, { events: SAMPLES, fromState });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) assertRules(path.state.value, path.state.context);
  });

  it('a new project reaches every step and success, and success only through a ticked submit', () => {
    const paths = getShortestPaths(wizardMachine, { events: SAMPLES, input: {} });
    const reached = new Set(paths.map((p) => top(p.state.value)));
    expect([...reached].sort()).toEqual(['step1', 'step2', 'step3', 'step4', 'step5', 'success']);
    const toSuccess = paths.find((p) => p.state.value === 'success')!;
    expect(toSuccess.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'wizard.themeChanged',
      'wizard.save',
      'xstate.done.actor.saveInfo',
      'wizard.committeeCounted',
      'wizard.next',
      'wizard.next',
      'wizard.participantsCounted',
      'wizard.next',
      'wizard.photosCounted',
      'wizard.confirm',
      'wizard.submit',
      'xstate.done.actor.submitProject',
    ]);
  });

  it('every edge into success leaves a ticked submit; every edge keeps the rules', () => {
    const adjacency = getAdjacencyMap(wizardMachine, { events: SAMPLES, input: {} });
    let intoSuccess = 0;
    for (const vertex of Object.values(adjacency)) {
      const edges = Object.values(vertex.transitions) as Array<{
        event: AnyEventObject;
        state: typeof vertex.state;
      }>;
      for (const edge of edges) {
        assertRules(edge.state.value, edge.state.context);
        if (edge.state.value === 'success' && vertex.state.value !== 'success') {
          intoSuccess += 1;
          expect(vertex.state.value).toEqual({ step5: 'submitting' });
          expect(vertex.state.context.submitConfirmed).toBe(true);
          expect(edge.event.type).toBe('xstate.done.actor.submitProject');
        }
      }
    }
    expect(intoSuccess).toBeGreaterThan(0);
  });

  it('the simple paths to success all pass steps 1 to 5 in order', { timeout: 30_000 }, () => {
    const paths = getSimplePaths(wizardMachine, {
      // Fewer samples keep the simple paths countable: one of each kind that moves the wizard.
      events: SAMPLES.filter(
        (e) =>
          ![
            'wizard.dismissError',
            'wizard.themeChanged',
            'wizard.committeeCounted',
            'wizard.participantsCounted',
          ].includes(e.type) ||
          ('chosen' in e && e.chosen === true) ||
          ('count' in e && e.count === 1 && !('chairman' in e && e.chairman === false)),
      ).filter(
        // Unticking only leads back to a state already on the path.
        (e) => !(e.type === 'wizard.confirm' && 'confirmed' in e && e.confirmed === false),
      ),
      input: {},
      toState: (s) => s.value === 'success',
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const firsts = new Map<string, number>();
      path.steps.forEach((s, i) => {
        const name = top(s.state.value);
        if (!firsts.has(name)) firsts.set(name, i);
      });
      const order = ['step1', 'step2', 'step3', 'step4', 'step5', 'success'].map((n) => firsts.get(n));
      expect(order.every((i) => i !== undefined)).toBe(true);
      expect([...order].sort((a, b) => a! - b!)).toEqual(order);
    }
  });

  it('a project that is not a draft goes nowhere from locked', () => {
    const locked = run({ uuid: UUID, step: 2 }, loaded(facts({ status: 'APPROVED' })));
    const paths = getShortestPaths(wizardMachine, { events: SAMPLES, fromState: locked });
    expect(paths.map((p) => top(p.state.value))).toEqual(['locked']);
  });
});
