/**
 * The authorization matrix the server must answer, derived from the policy table and the contract
 * alone: for every operation of openapi/openapi.yaml, every one of the 26 roles and every club
 * situation, the outcome that `can`, `isClubOfficerRole` and the operation's x-public, x-role-optional
 * and x-permission predict. No app is involved; no role is listed per operation.
 *
 * The one hand-written part is what a path parameter names (PATH_PARAMETERS, PARAMETERS_BY_NAME,
 * ID_PARAMETERS): that decides which operations reach a club's object by id, where a club officer must
 * get 404 for another club's object (src/server/services/clubs/club-scope.ts `inScope`), and which
 * reach a service project, where every club and zone office must (projects/project-scope.ts). An operation with a path
 * parameter these tables do not know makes `pathParameters` throw, so the contract cannot grow past
 * the matrix unnoticed.
 */
import { loadOpenApiDocument, type OpenApiDocument } from '../../src/server/openapi/load-document';
import { listOperations } from '../../src/server/openapi/operations';
import {
  can,
  isClubOfficerRole,
  PERMISSION_NAMES,
  roleScope,
  ROLES,
  type Permission,
  type Role,
} from '../../src/shared/policy';

/** An operation of the contract, as far as authorization needs it. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path as the contract writes it, with `{param}`. */
  path: string;
  /** The operation's first tag: the area of the generated document. */
  area: string;
  isPublic: boolean;
  roleOptional: boolean;
  permission: Permission | undefined;
  bodyTypes: string[];
}

/**
 * The club situations a request is sent in. `own`, `other` and `none` are the three of the task;
 * `cross` adds the one case the header alone cannot show: a club officer naming its own club while
 * the path reaches another club's object (only for club-scoped operations, see `isClubScoped`).
 */
export const SITUATIONS = ['own', 'other', 'none', 'cross'] as const;
export type Situation = (typeof SITUATIONS)[number];

/** The situations in words, for the generated document. */
export const SITUATION_RULES: Record<Situation, string> = {
  own:
    "the `club` header names the role's own club (for roles without a club, the demo club); path ids " +
    'name objects of that club.',
  other: "the `club` header names another club; path ids name that other club's objects.",
  none: "no `club` header (a club officer then acts for its own club, other roles for none); path ids name the demo club's objects.",
  cross:
    "the `club` header names the role's own club (or the demo club), path ids name another club's " +
    'objects. Only for club-scoped operations: elsewhere it is the same request as `own`.',
};

/**
 * What the server answers, as authorization goes:
 * - `allow`: anything but 401 and 403, and no 404 on a club-scoped operation (the handler may still
 *   refuse the placeholder body with 400, 409 or 422);
 * - `deny-role`: 403 'This action is unauthorized.', the role lacks the operation's permission;
 * - `deny-club`: 403 'Your role is bound to your own club.', a club officer named another club;
 * - `not-found-scope`: 404, a club officer reached another club's object by id (or a club or zone
 *   office a service project outside its club or zone);
 * - `deny-type`: 403 'You may not edit a project of this type.', a wizard step, delete or submission
 *   (`project.route.manage` or `project.wizardDelete` on a project by id) on the matrix's projects,
 *   which are of a club type (CP), by a role that edits only region types: `can(role,
 *   'project.editAny')` is false.
 */
export const OUTCOMES = ['allow', 'deny-role', 'deny-club', 'not-found-scope', 'deny-type'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What a path parameter holds. */
export type ParameterKind =
  | 'club'
  | 'member'
  | 'project'
  | 'activity'
  | 'entry'
  | 'self'
  | 'zone'
  | 'region'
  | 'file'
  | 'search'
  | 'code'
  | 'month'
  | 'type'
  | 'key'
  | 'document'
  | 'contribution'
  | 'theme'
  | 'entryType'
  | 'projectClub'
  | 'boundClub'
  | 'notification';

/** The kinds that are objects of one club: reached by id, they are in or out of an officer's scope. */
export const CLUB_OBJECT_KINDS: ReadonlySet<ParameterKind> = new Set<ParameterKind>([
  'club',
  'member',
  'project',
  'activity',
  'entry',
  'document',
  'contribution',
  'projectClub',
]);

/**
 * The kinds that are a service project or part of one. Projects are reached by the office's own
 * reach, not only by the club binding (src/server/services/projects/project-scope.ts): a club office
 * (officers, CLUB_GST_COORDINATOR, CLUB_MEMBER) reaches its club's projects, a zone office its
 * zone's, a region office its region's, a district office all. The `other` club of the matrix lies in
 * another zone of the demo club's region (the test checks it), so club and zone offices get 404 for
 * its projects and region offices do not.
 */
export const PROJECT_OBJECT_KINDS: ReadonlySet<ParameterKind> = new Set<ParameterKind>([
  'project',
  'document',
  'contribution',
  'projectClub',
]);

/** A row of the hand-written parameter table, with why it is there. */
export interface ParameterRule {
  kind: ParameterKind;
  why: string;
}

/** Path parameters whose name says what they hold, wherever they appear. */
export const PARAMETERS_BY_NAME: Readonly<Record<string, ParameterRule>> = {
  clubId: { kind: 'club', why: 'a club by uuid (activity list, club report).' },
  entryId: { kind: 'entry', why: "an entry (MAF/MJF contribution) inside a club's activity report." },
  search: { kind: 'search', why: 'search text, no object.' },
  code: { kind: 'code', why: 'an office role code, no object.' },
  month: { kind: 'month', why: "a month '01'..'12', no object." },
  type: { kind: 'type', why: 'an activity type slug, no object.' },
  key: { kind: 'key', why: 'an activity type key, naming the type of the report `{id}`.' },
  name: { kind: 'file', why: 'a stored file name of a public, signed link.' },
  themeId: { kind: 'theme', why: "a governor theme by uuid: the district's list, not a club object." },
};

/**
 * Path parameters that name something else on one path than their name says elsewhere: this table
 * wins over the two others.
 */
export const PATH_PARAMETERS: readonly (ParameterRule & { path: string; name: string })[] = [
  {
    path: '/api/service-project/delete/{type}/{id}',
    name: 'type',
    kind: 'entryType',
    why:
      'what `{id}` names (a committee entry, a contribution, a participant, or for DISTRICT_GOVERNOR_THEME ' +
      "the project whose theme is cleared); the matrix sends DISTRICT_GOVERNOR_THEME with the project's uuid.",
  },
  {
    path: '/api/service-project/{id}/club-reports',
    name: 'id',
    kind: 'projectClub',
    why:
      "a club by uuid, not a project: the club-wise project report, whose club's projects are reached as " +
      'projects are (a club or zone office only within its own club or zone).',
  },
  {
    path: '/api/service-project/{id}/mylion-report',
    name: 'id',
    kind: 'boundClub',
    why:
      'a club by uuid whose MyLion export is asked for: a club officer naming another club is refused ' +
      '403 by the club binding, as the club header is (not 404), so `cross` is the same cell as `other`.',
  },
];

/**
 * `{id}` names a different object on each resource: the path's resource (its leading segments, `under`)
 * decides. The rule whose prefix starts the path applies.
 */
export const ID_PARAMETERS: readonly (ParameterRule & { under: readonly string[] })[] = [
  { under: ['/api/club/'], kind: 'club', why: 'a club by uuid.' },
  { under: ['/api/member/'], kind: 'member', why: 'a member by uuid; a member belongs to a club.' },
  {
    under: ['/api/user/member/'],
    kind: 'self',
    why: "the signed-in member's own uuid (the profile edit), never another club's object.",
  },
  {
    under: ['/api/service-project/'],
    kind: 'project',
    why: 'a service project by uuid; a project belongs to a club.',
  },
  {
    under: ['/api/document/'],
    kind: 'document',
    why: "a service project's document by uuid; it belongs to its project's club.",
  },
  {
    under: ['/api/service-project-contribution/'],
    kind: 'contribution',
    why: "a member's contribution to a service project, by uuid; it belongs to its project's club.",
  },
  {
    under: ['/api/activity/', '/api/{type}/'],
    kind: 'activity',
    why: "a filed activity report by uuid; a report is a club's.",
  },
  { under: ['/api/zone/'], kind: 'zone', why: 'a zone by id: district organisation, not a club object.' },
  { under: ['/api/region/'], kind: 'region', why: 'a region by uuid: district organisation.' },
  {
    under: ['/api/notifications/'],
    kind: 'notification',
    why:
      "a bell notification by number: the reader's own club's or 404 for every role alike (no club " +
      'binding to cross); tests/api/notifications.test.ts holds the per-club and per-user rules.',
  },
];

/** The path parameters of an operation, in path order, with what each holds. */
export function pathParameters(op: Pick<ContractOperation, 'operationId' | 'path'>): {
  name: string;
  kind: ParameterKind;
}[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => {
    const rule =
      PATH_PARAMETERS.find((r) => r.path === op.path && r.name === name) ??
      (name === 'id'
        ? ID_PARAMETERS.find((r) => r.under.some((prefix) => op.path.startsWith(prefix)))
        : PARAMETERS_BY_NAME[name!]);
    if (!rule) {
      throw new Error(
        `${op.operationId}: the path parameter {${name}} of ${op.path} is not in the matrix's parameter ` +
          'table (tests/authorization/expected-matrix.ts); say what it names.',
      );
    }
    return { name: name!, kind: rule.kind };
  });
}

/** True when the operation's path reaches an object of one club by id. */
export function isClubScoped(op: Pick<ContractOperation, 'operationId' | 'path'>): boolean {
  return pathParameters(op).some((p) => CLUB_OBJECT_KINDS.has(p.kind));
}

/** True when the operation's path reaches a service project (or a part of one) by id. */
export function isProjectScoped(op: Pick<ContractOperation, 'operationId' | 'path'>): boolean {
  return pathParameters(op).some((p) => PROJECT_OBJECT_KINDS.has(p.kind));
}

/** The situations a cell exists in for an operation (`cross` only where the path reaches a club). */
export function situationsOf(op: Pick<ContractOperation, 'operationId' | 'path'>): readonly Situation[] {
  return isClubScoped(op) ? SITUATIONS : SITUATIONS.filter((s) => s !== 'cross');
}

/** One cell: an operation, a role and a situation, with the outcome the policy predicts and why. */
export interface MatrixCell {
  operationId: string;
  role: Role;
  situation: Situation;
  outcome: Outcome;
  /** The operation is x-public: it answers without a session, whatever the headers. */
  public: boolean;
  reason: string;
}

/** The expected outcome of one cell, from the policy alone. */
export function expectedCell(op: ContractOperation, role: Role, situation: Situation): MatrixCell {
  const cell = (outcome: Outcome, reason: string): MatrixCell => ({
    operationId: op.operationId,
    role,
    situation,
    outcome,
    public: op.isPublic,
    reason,
  });
  if (op.isPublic) return cell('allow', 'x-public: no session is checked');
  // The auth hook checks the club binding before the permission (src/server/plugins/auth.ts).
  if (isClubOfficerRole(role) && situation === 'other') {
    return cell('deny-club', 'a club officer names another club in the club header');
  }
  if (op.permission && !can(role, op.permission)) {
    return cell('deny-role', `can(${role}, '${op.permission}') is false`);
  }
  if (isClubOfficerRole(role) && situation === 'cross' && isClubScoped(op)) {
    return cell('not-found-scope', "a club officer reaches another club's object by id");
  }
  const reach = roleScope(role);
  if (
    (reach === 'club' || reach === 'zone') &&
    situation !== 'own' &&
    situation !== 'none' &&
    isProjectScoped(op)
  ) {
    return cell('not-found-scope', `a ${reach} office reaches another zone's service project by id`);
  }
  // The wizard's writes and deletes, and the delete of a draft, follow the edit rule of the project's type.
  const typeRuled = op.permission === 'project.route.manage' || op.permission === 'project.wizardDelete';
  if (typeRuled && isProjectScoped(op) && !can(role, 'project.editAny')) {
    return cell('deny-type', `can(${role}, 'project.editAny') is false and the matrix's projects are CP`);
  }
  return cell(
    'allow',
    op.permission
      ? `can(${role}, '${op.permission}')`
      : op.roleOptional
        ? 'x-role-optional: any signed-in role'
        : 'no x-permission: any role held today',
  );
}

/** Every cell: operations in contract order, then roles in policy order, then situations. */
export function buildExpectedMatrix(operations: readonly ContractOperation[]): MatrixCell[] {
  return operations.flatMap((op) =>
    ROLES.flatMap((role) => situationsOf(op).map((situation) => expectedCell(op, role, situation))),
  );
}

/** Cells per outcome and situation. */
export type MatrixCounts = Record<Outcome, Record<Situation, number>>;

/** Counts cells per outcome and situation. */
export function countCells(cells: readonly Pick<MatrixCell, 'outcome' | 'situation'>[]): MatrixCounts {
  const counts = Object.fromEntries(
    OUTCOMES.map((o) => [o, Object.fromEntries(SITUATIONS.map((s) => [s, 0]))]),
  ) as MatrixCounts;
  for (const c of cells) counts[c.outcome][c.situation] += 1;
  return counts;
}

/** The operations of a loaded contract, in document order, with their area (first tag). */
export function contractOperations(doc: OpenApiDocument): ContractOperation[] {
  return [...listOperations(doc).values()].map((op) => {
    if (op.permission !== undefined && !(PERMISSION_NAMES as string[]).includes(op.permission)) {
      throw new Error(`${op.operationId}: x-permission ${op.permission} is not in the policy table`);
    }
    const raw = doc.paths[op.path]![op.method.toLowerCase() as 'get'] as { tags?: string[] } | undefined;
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      area: raw?.tags?.[0] ?? 'other',
      isPublic: op.isPublic,
      roleOptional: op.roleOptional,
      permission: op.permission as Permission | undefined,
      bodyTypes: op.bodyTypes,
    };
  });
}

/** The areas (tags) of the contract in the order the document declares them. */
export function contractAreas(doc: OpenApiDocument): { name: string; description: string }[] {
  return ((doc as { tags?: { name: string; description?: string }[] }).tags ?? []).map((t) => ({
    name: t.name,
    description: t.description ?? '',
  }));
}

/** Reads openapi/openapi.yaml: its areas and operations. */
export async function loadContract(): Promise<{
  areas: { name: string; description: string }[];
  operations: ContractOperation[];
}> {
  const doc = await loadOpenApiDocument();
  return { areas: contractAreas(doc), operations: contractOperations(doc) };
}
