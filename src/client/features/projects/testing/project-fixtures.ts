import type { components } from '../../../../shared/api/openapi';

/** A project row as the list and review queue answer it. */
type ListItem = components['schemas']['ProjectListItem'];

/** Clubs of the fixtures. */
export const HOST = { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' };
export const KANDY = { uuid: '7a2e9c1d-4b3f-4e6a-8d5c-0f1e2d3c4b5a', name: 'Lions Club of Kandy' };

/** The uuid of fixture project `n`. */
export function projectUuid(n: number): string {
  return `9b2f4c1e-7a3d-4e5f-8a6b-${String(n).padStart(12, '0')}`;
}

/** A list row; `actions` default to none but view. */
export function listItem(n: number, overrides: Partial<ListItem> = {}): ListItem {
  return {
    uuid: projectUuid(n),
    project_code: `GP-2026-${String(n).padStart(4, '0')}`,
    project_title: `Project ${n}`,
    club: HOST,
    status: 'PROCESSING',
    project_type: 'GP',
    date: '2026-08-15',
    created_at: '2026-08-01T04:00:00.000Z',
    governor_theme: null,
    waiting_for: null,
    waiting_since: null,
    sent_back: null,
    actions: { can_edit: false, can_delete: false, can_review: false },
    ...overrides,
  };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch call's request, however the client made it. */
export function asRequest(input: RequestInfo | URL | undefined, init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
}

/** A page of rows as the contract answers a list. */
export function pageOf<T>(all: readonly T[], page: number, perPage = 10) {
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  return {
    status_code: 200,
    data: all.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total: all.length },
  };
}
