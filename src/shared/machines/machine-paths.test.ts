import { describe, expect, it } from 'vitest';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  toDirectedGraph,
  type AdjacencyMap,
} from 'xstate/graph';
import {
  activityControls,
  activityReviewMachine,
  activitySnapshot,
  type ActivityEvent,
} from './activity-review-machine';
import { lineSnapshot, pointLineMachine, type LineEvent } from './point-line-machine';
import { LINE_STATUSES } from './statuses';

/** Sample events: each type, well-formed and (where it has a payload) malformed. */
const ACTIVITY_EVENTS: ActivityEvent[] = [
  { type: 'activity.approve', confirmed: true },
  { type: 'activity.approve', confirmed: false },
  { type: 'activity.reject', comment: 'Attendance sheet missing', confirmed: false },
  { type: 'activity.reject', comment: '   ', confirmed: false },
  { type: 'activity.reject', comment: 'Ticked by mistake', confirmed: true },
  { type: 'activity.reviewLine' },
  { type: 'activity.update' },
  { type: 'activity.recalculate' },
];

const LINE_EVENTS: LineEvent[] = [
  { type: 'line.approve' },
  { type: 'line.reject', comment: 'No receipt' },
  { type: 'line.reject', comment: ' ' },
  { type: 'line.recalculated', changed: true },
  { type: 'line.recalculated', changed: false },
];

const FINAL = ['APPROVED', 'REJECTED'];

/** Every edge of an adjacency map: the vertex it leaves, the event, the snapshot it reaches. */
function edgesOf<TState, TEvent>(map: AdjacencyMap<TState, TEvent>) {
  return Object.values(map).flatMap((vertex) =>
    (Object.values(vertex.transitions) as Array<{ event: TEvent; state: TState }>).map((edge) => ({
      from: vertex.state,
      event: edge.event,
      to: edge.state,
    })),
  );
}

describe('activity review machine: every path (xstate/graph)', () => {
  const options = { events: ACTIVITY_EVENTS };

  it('reaches every status, and APPROVED and REJECTED as final (done) states', () => {
    const paths = getShortestPaths(activityReviewMachine, options);
    const reached = new Map(paths.map((p) => [String(p.state.value), p.state]));
    expect([...reached.keys()].sort()).toEqual(['APPROVED', 'PENDING', 'REJECTED', 'SUBMITTED']);
    for (const status of FINAL) expect(reached.get(status)?.status).toBe('done');
    for (const status of ['SUBMITTED', 'PENDING']) expect(reached.get(status)?.status).toBe('active');
  });

  it('reaches a decision in one step, by a well-formed approve or reject', () => {
    const paths = getShortestPaths(activityReviewMachine, options);
    const toApproved = paths.find((p) => p.state.value === 'APPROVED');
    const toRejected = paths.find((p) => p.state.value === 'REJECTED');
    expect(toApproved?.steps.map((s) => s.event)).toEqual([
      { type: 'xstate.init' },
      { type: 'activity.approve', confirmed: true },
    ]);
    expect(toRejected?.steps.map((s) => s.event)).toEqual([
      { type: 'xstate.init' },
      { type: 'activity.reject', comment: 'Attendance sheet missing', confirmed: false },
    ]);
    expect(toRejected?.state.context.comment).toBe('Attendance sheet missing');
  });

  it('lists the simple paths to each decision: directly, or after a line decision', () => {
    const paths = getSimplePaths(activityReviewMachine, options);
    const routes = paths
      .filter((p) => FINAL.includes(String(p.state.value)))
      .map((p) => p.steps.map((s) => String(s.state.value)).join(' > '))
      .sort();
    expect(routes).toEqual([
      'SUBMITTED > APPROVED',
      'SUBMITTED > PENDING > APPROVED',
      'SUBMITTED > PENDING > REJECTED',
      'SUBMITTED > REJECTED',
    ]);
  });

  it('no path leaves APPROVED or REJECTED', () => {
    for (const path of getSimplePaths(activityReviewMachine, options)) {
      const firstFinal = path.steps.findIndex((s) => FINAL.includes(String(s.state.value)));
      if (firstFinal === -1) continue;
      const decided = path.steps[firstFinal]!.state.value;
      for (const step of path.steps.slice(firstFinal)) expect(step.state.value).toBe(decided);
    }
    const fromFinal = edgesOf(getAdjacencyMap(activityReviewMachine, options)).filter(({ from }) =>
      FINAL.includes(String(from.value)),
    );
    // Every sample event was tried on each final state (one REJECTED per comment: only one here).
    expect(fromFinal).toHaveLength(FINAL.length * ACTIVITY_EVENTS.length);
    for (const { from, to } of fromFinal) expect(serializeSnapshot(to)).toBe(serializeSnapshot(from));
  });

  it('from a stored decision, every event leads nowhere and every control is hidden', () => {
    for (const status of FINAL) {
      const fromState = activitySnapshot(status)!;
      const paths = getShortestPaths(activityReviewMachine, { ...options, fromState });
      expect(paths.map((p) => p.state.value)).toEqual([status]);
      expect(Object.values(activityControls(status)).some(Boolean)).toBe(false);
    }
  });

  it('has no edge out of a final state; malformed decisions go nowhere', () => {
    const graph = toDirectedGraph(activityReviewMachine);
    const byKey = new Map(graph.children.map((node) => [node.stateNode.key, node]));
    for (const status of FINAL) {
      expect(byKey.get(status)?.stateNode.type).toBe('final');
      expect(byKey.get(status)?.edges).toEqual([]);
    }
    for (const { from, event, to } of edgesOf(getAdjacencyMap(activityReviewMachine, options))) {
      if (FINAL.includes(String(from.value))) continue;
      const wellFormed =
        (event.type === 'activity.approve' && event.confirmed) ||
        (event.type === 'activity.reject' && event.comment.trim() !== '' && !event.confirmed);
      expect(FINAL.includes(String(to.value))).toBe(wellFormed);
    }
  });
});

describe('point line machine: every path (xstate/graph)', () => {
  it.each(['SUBMITTED', 'PENDING'])(
    'under review (%s), every line status reaches every other',
    (activityStatus) => {
      for (const from of LINE_STATUSES) {
        const fromState = lineSnapshot(from, activityStatus)!;
        const paths = getShortestPaths(pointLineMachine, { events: LINE_EVENTS, fromState });
        // Distinct snapshots may share a value (a REJECTED line with another comment), so compare values.
        const values = new Set(paths.map((p) => String(p.state.value)));
        expect([...values].sort()).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
      }
    },
  );

  it('a blank reject comment never rejects a line; a changed recalculation always resets it', () => {
    const adjacency = getAdjacencyMap(pointLineMachine, {
      events: LINE_EVENTS,
      input: { owner: 'PENDING' },
    });
    const edges = edgesOf(adjacency);
    expect(edges.length).toBeGreaterThanOrEqual(LINE_STATUSES.length * LINE_EVENTS.length);
    for (const { from, event, to } of edges) {
      if (event.type === 'line.reject' && event.comment.trim() === '') expect(to.value).toBe(from.value);
      if (event.type === 'line.recalculated' && event.changed) {
        expect(to.value).toBe('PENDING');
        expect(to.context.comment).toBeNull();
      }
    }
  });

  it.each(FINAL)('on a %s activity, no line moves from any status', (activityStatus) => {
    for (const from of LINE_STATUSES) {
      const fromState = lineSnapshot(from, activityStatus, from === 'REJECTED' ? 'Kept' : null)!;
      const adjacency = getAdjacencyMap(pointLineMachine, { events: LINE_EVENTS, fromState });
      expect(Object.keys(adjacency)).toHaveLength(1);
      expect(edgesOf(adjacency)).toHaveLength(LINE_EVENTS.length);
      for (const { to } of edgesOf(adjacency))
        expect(serializeSnapshot(to)).toBe(serializeSnapshot(fromState));
    }
  });
});
