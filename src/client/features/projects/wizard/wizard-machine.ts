import { assign, fromPromise, setup } from 'xstate';
import { projectControls } from '../../../../shared/machines';
import { showToast } from '../../../lib/toaster';
import { projectMessages } from '../messages';
import { clearWizardStorage, writeWizardStorage } from './wizard-storage';

/** The wizard's steps (spec 3 section 2): 1 to 5, and 8 for the success page. */
export const WIZARD_STEPS = [1, 2, 3, 4, 5] as const;

/** A step of the wizard's forms. */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The success page's number (spec 3: "Steps are numbered 1 to 5, with 8 as the success step"). */
export const SUCCESS_STEP = 8;

/** What the wizard needs to know of a stored project to decide where it may open. */
export interface WizardProjectFacts {
  status: string;
  projectType: string | null;
  /** A governor theme is set (step 1 cannot be left without one). */
  themeChosen: boolean;
  committeeCount: number;
  /** The committee has its Project Chairman: the project's first reviewer (submission needs one). */
  chairmanChosen: boolean;
  participantCount: number;
  /** Photos (Photo 01 to 04) attached: submission needs one. */
  photoCount: number;
  /** The acting role may edit a project of this type (RP/JRP need project.editRegional, others project.editAny). */
  mayEdit: boolean;
}

/** What the step 1 save answers: the project's uuid (new or the same). */
export interface WizardSaved {
  uuid: string;
  /** The type the project was saved with. */
  projectType: string | null;
}

/** Where the wizard opens: the route's or stored step and uuid (none for a new project). */
export interface WizardInput {
  uuid?: string | null;
  step?: number | null;
  /**
   * True when the place comes from local storage (/projects/create resuming): a stored project that
   * can no longer be continued (submitted, deleted) gives way to a new one.
   */
  fromStorage?: boolean;
}

/** The wizard's memory (spec 3 section 2 and the rules of section 5). */
export interface WizardContext {
  uuid: string | null;
  /** The step shown: 1 to 5, 8 on success; the step asked for while opening. */
  step: number;
  themeChosen: boolean;
  committeeCount: number;
  /** The committee has its Project Chairman (step 2's Next and the submission need one). */
  chairmanChosen: boolean;
  participantCount: number;
  /** Photos attached (the submission needs one). */
  photoCount: number;
  /** The step 5 confirmation that the project cannot be changed after submission. */
  submitConfirmed: boolean;
  /** The project's status as last known; null before step 1 is first saved. */
  status: string | null;
  projectType: string | null;
  mayEdit: boolean;
  /** The last failure of a load, save or submit, for the page's alert; null once dismissed. */
  error: unknown;
  /** The project was resumed from local storage (see WizardInput). */
  fromStorage: boolean;
}

/** The wizard's events. Step components send what they learn (counts, the theme) and what the officer does. */
export type WizardEvent =
  /** The theme select of step 1 changed: a theme is chosen or not. */
  | { type: 'wizard.themeChanged'; chosen: boolean }
  /** Step 1's Next: save the information (create or update), then go on to step 2. */
  | { type: 'wizard.save'; payload: unknown }
  /** Next, to the following step (its rule permitting). */
  | { type: 'wizard.next' }
  /** Back one step. */
  | { type: 'wizard.back' }
  /** The committee list loaded or changed: its size, and whether it names a Project Chairman. */
  | { type: 'wizard.committeeCounted'; count: number; chairman?: boolean }
  /** The documents loaded or changed: how many are photos. */
  | { type: 'wizard.photosCounted'; count: number }
  /** The participant list loaded or changed. */
  | { type: 'wizard.participantsCounted'; count: number }
  /** The step 5 confirmation tick. */
  | { type: 'wizard.confirm'; confirmed: boolean }
  /** Step 5's Submit. */
  | { type: 'wizard.submit' }
  /** The officer dismissed the alert. */
  | { type: 'wizard.dismissError' };

/** The furthest step a project's facts allow; each step's entry rule includes the earlier ones'. */
export function furthestStep(
  context: Pick<
    WizardContext,
    'uuid' | 'themeChosen' | 'committeeCount' | 'chairmanChosen' | 'participantCount'
  >,
): WizardStep {
  if (!context.uuid || !context.themeChosen) return 1;
  if (context.committeeCount < 1 || !context.chairmanChosen) return 2;
  if (context.participantCount < 1) return 4;
  return 5;
}

/** True while the project is a draft that the acting role may edit (spec 3 section 4). */
export function isEditable(context: Pick<WizardContext, 'status' | 'projectType' | 'mayEdit'>): boolean {
  // A project not saved yet is being created.
  if (context.status === null) return true;
  return context.mayEdit && projectControls(context.status, context.projectType).canEdit;
}

/** A step's state, entered with its number remembered (in context and local storage). */
const enterStep = (step: number) => [
  { type: 'enterStep' as const, params: { step } },
  'rememberPlace' as const,
];

/**
 * The project submission wizard (spec 3 sections 2, 4, 5): steps 1 to 5 and the success page, each
 * entered only when its rule holds (a saved project with a theme for step 2, a committee with its
 * Project Chairman for steps 3 and 4, a participant for step 5), Submit only with the tick and a photo
 * on a draft: the submission's rules said where the officer meets them. A stored project is
 * loaded first and opens at the step asked for, or the furthest its facts allow; a project that is no
 * longer a draft (or not the role's to edit) opens nowhere (`locked`). The place is kept in local
 * storage on every step. The I/O (load, save, submit) is in the actors `loadProject`, `saveInfo` and
 * `submitProject`, which the page provides.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    loadProject: fromPromise<WizardProjectFacts, { uuid: string }>(() =>
      Promise.reject(new Error('The wizard needs its loadProject actor.')),
    ),
    saveInfo: fromPromise<WizardSaved, { uuid: string | null; payload: unknown }>(() =>
      Promise.reject(new Error('The wizard needs its saveInfo actor.')),
    ),
    submitProject: fromPromise<unknown, { uuid: string }>(() =>
      Promise.reject(new Error('The wizard needs its submitProject actor.')),
    ),
  },
  guards: {
    /** A project is named: it is loaded before anything shows. */
    hasProject: ({ context }) => context.uuid !== null,
    /** The project came from local storage, not from the address. */
    fromStorage: ({ context }) => context.fromStorage,
    /** The loaded project may be edited by this role now. */
    isEditable: ({ context }) => isEditable(context),
    /** While opening: the step asked for is at least `step`, and the project's facts allow it. */
    mayOpen: ({ context }, params: { step: WizardStep }) =>
      Math.min(context.step, 5) >= params.step && furthestStep(context) >= params.step,
    /** Step 1 may be saved: a theme is chosen (spec 3 section 5). */
    hasTheme: ({ context }) => context.themeChosen,
    /** Step 1 may be left: a theme is chosen and the project is saved. */
    mayLeaveInformation: ({ context }) => context.themeChosen && context.uuid !== null,
    /**
     * A committee with its Project Chairman (spec 3 section 5, step 2: at least one member; and the
     * chairman, the first reviewer, whom the submission needs: said here, where the officer adds them).
     */
    hasChairman: ({ context }) => context.committeeCount >= 1 && context.chairmanChosen,
    /** At least one participant (the lead's decision 6; step 4's Next). */
    hasParticipants: ({ context }) => context.participantCount >= 1,
    /** Submit: the tick, a draft the role may edit, and what submission needs (spec 3 section 4). */
    maySubmit: ({ context }) =>
      context.submitConfirmed &&
      context.photoCount >= 1 &&
      context.uuid !== null &&
      isEditable(context) &&
      furthestStep(context) === 5,
  },
  actions: {
    /** Notes the step shown. */
    enterStep: assign((_, params: { step: number }) => ({ step: params.step })),
    /** Keeps the step and uuid in local storage, so a reload resumes here. */
    rememberPlace: ({ context }) => writeWizardStorage({ step: context.step, uuid: context.uuid }),
    /** Forgets the stored place: the project is submitted, or cannot be opened in the wizard. */
    forgetPlace: () => clearWizardStorage(),
    /** Takes in the loaded project's facts. */
    takeFacts: assign((_, facts: WizardProjectFacts) => ({ ...facts, error: null })),
    /**
     * Takes in the saved project's uuid; a new project is a PROCESSING draft (the lead's decision 1).
     * The server saves step 1 only with a theme, so the saved project has one, whatever the select
     * did while the save was on its way.
     */
    takeSaved: assign(({ context }, saved: WizardSaved) => ({
      uuid: saved.uuid,
      themeChosen: true,
      status: context.status ?? 'PROCESSING',
      projectType: saved.projectType ?? context.projectType,
      mayEdit: true,
      error: null,
    })),
    /**
     * Spec 3 section 7: "success shows 'Success'" (in English here; the page replaces it with the
     * emitted 'wizard.saved' and says it in the reader's language).
     */
    announceSaved: () => void showToast(projectMessages.saved.defaultMessage),
    /** Notes the theme select's state. */
    takeTheme: assign((_, params: { chosen: boolean }) => ({ themeChosen: params.chosen })),
    /** Notes the committee's size and whether it names its chairman (unchanged when not said). */
    takeCommitteeCount: assign(({ context }, params: { count: number; chairman?: boolean }) => ({
      committeeCount: params.count,
      chairmanChosen: params.chairman ?? context.chairmanChosen,
    })),
    /** Notes the number of photos. */
    takePhotoCount: assign((_, params: { count: number }) => ({ photoCount: params.count })),
    /** Notes the number of participants. */
    takeParticipantCount: assign((_, params: { count: number }) => ({ participantCount: params.count })),
    /** Notes the confirmation tick. */
    takeConfirmation: assign((_, params: { confirmed: boolean }) => ({ submitConfirmed: params.confirmed })),
    /** A fresh step 5 starts unticked: the officer confirms right before submitting. */
    clearConfirmation: assign({ submitConfirmed: false }),
    /** The project is submitted. */
    markSubmitted: assign({ status: 'SUBMITTED', error: null }),
    /** Forgets a stored project that cannot be continued: /projects/create starts a new one. */
    startOver: assign({
      uuid: null,
      step: 1,
      themeChosen: false,
      committeeCount: 0,
      chairmanChosen: false,
      participantCount: 0,
      photoCount: 0,
      status: null,
      projectType: null,
      mayEdit: false,
      error: null,
      fromStorage: false,
    }),
    /** Keeps a failure for the alert. */
    keepError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** The officer dismissed the alert. */
    dropError: assign({ error: null }),
  },
}).createMachine({
  id: 'projectWizard',
  context: ({ input }) => ({
    uuid: input?.uuid ?? null,
    step: input?.step ?? 1,
    themeChosen: false,
    committeeCount: 0,
    chairmanChosen: false,
    participantCount: 0,
    photoCount: 0,
    submitConfirmed: false,
    status: null,
    projectType: null,
    mayEdit: false,
    error: null,
    fromStorage: input?.fromStorage === true,
  }),
  initial: 'opening',
  on: { 'wizard.dismissError': { actions: 'dropError' } },
  states: {
    opening: {
      always: [{ guard: 'hasProject', target: 'loading' }, { target: 'step1' }],
    },
    loading: {
      invoke: {
        id: 'loadProject',
        src: 'loadProject',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: {
          target: 'resuming',
          actions: { type: 'takeFacts', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'fromStorage', target: 'step1', actions: 'startOver' },
          {
            target: 'failed',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    resuming: {
      always: [
        { guard: { type: 'isEditable' }, target: 'placing' },
        { guard: 'fromStorage', target: 'step1', actions: 'startOver' },
        { target: 'locked' },
      ],
    },
    placing: {
      always: [
        { guard: { type: 'mayOpen', params: { step: 5 } }, target: 'step5' },
        { guard: { type: 'mayOpen', params: { step: 4 } }, target: 'step4' },
        { guard: { type: 'mayOpen', params: { step: 3 } }, target: 'step3' },
        { guard: { type: 'mayOpen', params: { step: 2 } }, target: 'step2' },
        { target: 'step1' },
      ],
    },
    step1: {
      entry: enterStep(1),
      initial: 'editing',
      on: {
        'wizard.themeChanged': {
          actions: { type: 'takeTheme', params: ({ event }) => ({ chosen: event.chosen }) },
        },
      },
      states: {
        editing: {
          on: {
            'wizard.save': { guard: 'hasTheme', target: 'saving' },
            'wizard.next': { guard: 'mayLeaveInformation', target: '#projectWizard.step2' },
          },
        },
        saving: {
          invoke: {
            id: 'saveInfo',
            src: 'saveInfo',
            input: ({ context, event }) => ({
              uuid: context.uuid,
              payload: event.type === 'wizard.save' ? event.payload : undefined,
            }),
            onDone: {
              target: '#projectWizard.step2',
              actions: [{ type: 'takeSaved', params: ({ event }) => event.output }, 'announceSaved'],
            },
            onError: {
              target: 'editing',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    step2: {
      entry: enterStep(2),
      on: {
        'wizard.committeeCounted': {
          actions: {
            type: 'takeCommitteeCount',
            params: ({ event }) => ({ count: event.count, chairman: event.chairman }),
          },
        },
        'wizard.next': { guard: 'hasChairman', target: 'step3' },
        'wizard.back': { target: 'step1' },
      },
    },
    step3: {
      entry: enterStep(3),
      on: {
        'wizard.next': { guard: 'hasChairman', target: 'step4' },
        'wizard.back': { target: 'step2' },
      },
    },
    step4: {
      entry: enterStep(4),
      on: {
        'wizard.participantsCounted': {
          actions: { type: 'takeParticipantCount', params: ({ event }) => ({ count: event.count }) },
        },
        'wizard.next': { guard: 'hasParticipants', target: 'step5' },
        'wizard.back': { target: 'step3' },
      },
    },
    step5: {
      entry: [...enterStep(5), 'clearConfirmation'],
      initial: 'ready',
      states: {
        ready: {
          on: {
            'wizard.confirm': {
              actions: { type: 'takeConfirmation', params: ({ event }) => ({ confirmed: event.confirmed }) },
            },
            'wizard.photosCounted': {
              actions: { type: 'takePhotoCount', params: ({ event }) => ({ count: event.count }) },
            },
            'wizard.submit': { guard: 'maySubmit', target: 'submitting' },
            'wizard.back': { target: '#projectWizard.step4' },
          },
        },
        submitting: {
          invoke: {
            id: 'submitProject',
            src: 'submitProject',
            input: ({ context }) => ({ uuid: context.uuid ?? '' }),
            onDone: { target: '#projectWizard.success', actions: 'markSubmitted' },
            onError: {
              target: 'ready',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    success: {
      type: 'final',
      entry: [{ type: 'enterStep', params: { step: SUCCESS_STEP } }, 'forgetPlace'],
    },
    // Not final, so the page's alert can still be dismissed there.
    locked: { entry: 'forgetPlace' },
    failed: { entry: 'forgetPlace' },
  },
});

/** The names of the wizard's top-level states. */
export type WizardStateName =
  | 'opening'
  | 'loading'
  | 'resuming'
  | 'placing'
  | 'step1'
  | 'step2'
  | 'step3'
  | 'step4'
  | 'step5'
  | 'success'
  | 'locked'
  | 'failed';
