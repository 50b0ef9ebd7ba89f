import {
  projectTransition,
  waitingLevel,
  type ProjectEvent,
  type ProjectStatus,
  type ReviewLevel,
} from '../../../shared/machines';
import { CPE } from '../../../shared/policy';

// The review path of a demo project, asked of the review machine itself: each move is an event the
// machine accepts from the status before, so a seeded history is one the screens could have made.

/** Who makes a move: the project's owner (who submits it), or the holder of a review level. */
export type PathHand = { owner: true } | { level: ReviewLevel };

/** One move of a path: the status reached and who made it. */
export interface PathStep {
  status: ProjectStatus;
  by: PathHand;
  /** True for a submission of a project sent back: the history notes it. */
  resubmitted?: boolean;
}

/** A comment the machine asks for (every decision): any text does, the plan writes its own. */
const COMMENT = 'comment';

/**
 * The moves that take a new project (PROCESSING) of `projectType` to `target`: submitted by its
 * owner, passed on by each level it waits for (`waitingLevel`), approved by the evaluator. With
 * `sendBackAt` (a review status on its path) it goes that far first, is sent back to PENDING by the
 * level it waited for there and, unless PENDING is the target, submitted again, returning to that
 * status (the levels it had passed are not asked again). Throws for a target
 * the type's path never reaches (a club level of a region project).
 */
export function reviewPath(
  projectType: string,
  target: ProjectStatus,
  sendBackAt?: ProjectStatus,
): PathStep[] {
  const steps: PathStep[] = [];
  let status: ProjectStatus = 'PROCESSING';
  const move = (event: ProjectEvent, by: PathHand) => {
    const result = projectTransition(status, projectType, event);
    if (!result.ok) throw new Error(`Demo seed: ${status} refuses ${event.type}: ${result.reason}`);
    const resubmitted = status === 'PENDING';
    status = result.next;
    steps.push({ status, by, ...(resubmitted && { resubmitted }) });
  };
  let sentBackFrom: ProjectStatus | null = null;
  const submit = () =>
    move({ type: 'project.submit', confirmed: true, resumeAt: sentBackFrom }, { owner: true });
  const walkTo = (goal: ProjectStatus) => {
    while (status !== goal) {
      const level = waitingLevel(status, projectType);
      if (!level) throw new Error(`Demo seed: a ${projectType} project never reaches ${goal}`);
      move(
        level === CPE
          ? { type: 'project.approve', comment: COMMENT, confirmed: true }
          : { type: 'project.forward', level, comment: COMMENT, confirmed: true },
        { level },
      );
    }
  };
  if (target === 'PROCESSING') return steps;
  const detour = target === 'PENDING' ? (sendBackAt ?? 'SUBMITTED') : sendBackAt;
  submit();
  if (detour) {
    walkTo(detour);
    const level = waitingLevel(status, projectType)!;
    sentBackFrom = status;
    move({ type: 'project.sendBack', comment: COMMENT, confirmed: false }, { level });
    if (target === 'PENDING') return steps;
    submit();
  }
  walkTo(target);
  return steps;
}

const statusesOfType = new Map<string, readonly ProjectStatus[]>();

/** The statuses a project of `projectType` passes in review, in order (the final approval last). */
export function reviewStatuses(projectType: string): readonly ProjectStatus[] {
  // Asked for every status of every project a plan weighs: the machine is walked once per type.
  let statuses = statusesOfType.get(projectType);
  if (!statuses) {
    statuses = reviewPath(projectType, 'APPROVED').map((step) => step.status);
    statusesOfType.set(projectType, statuses);
  }
  return statuses;
}
