import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectStatusLogs, serviceProjects } from '../../../src/server/db/schema';
import { signedInMember, type TestApp } from '../../helpers/test-app';

/** The request headers of a demo login acting in a role (its club header when the role has a club). */
export type Headers = Record<string, string>;

/** Signs in the demo logins of the review's roles, each acting in its own role. */
export async function reviewSessions(app: FastifyInstance) {
  const as = async (role: string) => (await signedInMember(app, role)).headers;
  return {
    president: await as('CLUB_PRESIDENT'),
    secretary: await as('CLUB_SECRETARY'),
    treasurer: await as('CLUB_TREASURER'),
    /** The CLUB_MEMBER login: the fixtures' Project Chairman. */
    member: await as('CLUB_MEMBER'),
    zone: await as('ZONE_CHAIRPERSON'),
    regionChair: await as('REGION_CHAIRPERSON'),
    regionCpe: await as('REGION_CPE_COORDINATOR'),
    regionSecretary: await as('REGION_SECRETARY'),
    regionGst: await as('REGION_GST_COORDINATOR'),
    cpe: await as('CLUBS_PERFORMANCE_EVALUATION'),
    governor: await as('DISTRICT_GOVERNOR'),
  };
}

/** POST approve-update. */
export function approveUpdate(app: FastifyInstance, uuid: string, headers: Headers, payload: object) {
  return app.inject({ method: 'POST', url: `/api/service-project/${uuid}/approve-update`, headers, payload });
}

/** A forward at a level: 'Approved' with a comment and the confirm tick unless overridden. */
export function forward(
  app: FastifyInstance,
  uuid: string,
  headers: Headers,
  role: string,
  extra: object = {},
) {
  return approveUpdate(app, uuid, headers, {
    is_pending: false,
    role,
    pending_comment: 'Checked.',
    confirmed: true,
    ...extra,
  });
}

/** The evaluator's final approval, comment and tick given unless overridden. */
export function finalApproval(app: FastifyInstance, uuid: string, headers: Headers, extra: object = {}) {
  return approveUpdate(app, uuid, headers, {
    is_pending: false,
    role: 'CLUBS_PERFORMANCE_EVALUATION',
    pending_comment: 'Approved.',
    confirmed: true,
    ...extra,
  });
}

/** The final approval's option that approves the point lines still PENDING in the same step. */
export const OPEN_LINES_TOO = { approve_open_lines: true } as const;

/** POST {id}/pending. */
export function sendBack(app: FastifyInstance, uuid: string, headers: Headers, payload: object) {
  return app.inject({ method: 'POST', url: `/api/service-project/${uuid}/pending`, headers, payload });
}

/** GET approve-check's data (or the status code of a refusal). */
export async function approveCheck(
  app: FastifyInstance,
  uuid: string,
  headers: Headers,
): Promise<{
  review_role?: string | null;
  waiting_for?: string | null;
  review_stand_in?: boolean;
  may_send_back?: boolean;
  statusCode?: number;
}> {
  const res = await app.inject({ method: 'GET', url: `/api/service-project/${uuid}/approve-check`, headers });
  if (res.statusCode !== 200) return { statusCode: res.statusCode };
  return res.json().data;
}

/** GET {id}/info's data, as the preview reads it. */
export async function projectInfo(app: FastifyInstance, uuid: string, headers: Headers) {
  const res = await app.inject({ method: 'GET', url: `/api/service-project/${uuid}/info`, headers });
  if (res.statusCode !== 200) throw new Error(`info failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    status: string;
    version: number;
    statusLogs: {
      role: string | null;
      status: string;
      comment: string | null;
      note: string | null;
      member: { display_name: string } | null;
    }[];
    projectPoints: {
      id: number;
      items: { title: string };
      total_point: number;
      status: string;
      reject_comments: string | null;
    }[];
    totalEstimationPoints: number;
    projectApprovedPoints: {
      id: number;
      club: { name: string };
      comment: string | null;
      points: number;
      kind: string;
      created_at: string;
      reverses_id: number | null;
      reversed: boolean;
    }[];
    approvedTotal: number;
    waiting_for: string | null;
    waiting_since: string | null;
    review_role: string | null;
    review_stand_in: boolean;
    may_send_back: boolean;
    sent_back: {
      comment: string | null;
      role: string | null;
      member: { display_name: string } | null;
      returns_to: string | null;
    } | null;
  };
}

/** A project's status as stored. */
export async function statusOf(t: TestApp, uuid: string): Promise<string> {
  const [row] = await t.database.db
    .select({ status: serviceProjects.status })
    .from(serviceProjects)
    .where(eq(serviceProjects.uuid, uuid));
  return row!.status;
}

/** A project's history as stored: status, role code, member, comment and note, oldest first. */
export async function historyOf(t: TestApp, projectId: number) {
  return t.database.db
    .select({
      status: projectStatusLogs.status,
      role: projectStatusLogs.roleCode,
      memberId: projectStatusLogs.memberId,
      comment: projectStatusLogs.comment,
      note: projectStatusLogs.note,
    })
    .from(projectStatusLogs)
    .where(eq(projectStatusLogs.projectId, projectId))
    .orderBy(asc(projectStatusLogs.id));
}

/** POST project-points/update-status. */
export function decideLine(app: FastifyInstance, headers: Headers, payload: object) {
  return app.inject({ method: 'POST', url: '/api/project-points/update-status', headers, payload });
}
