// Imported first by the shell's tests: the typed API client keeps the fetch it finds when created,
// so the stub must be in place before that module loads. The bell's calls get a club's notifications
// (one unread, with a reason), and are recorded; every other call answers a member's profile.

/** The bell's requests the stub has answered ('GET /api/notifications?page=1', 'PUT …/read-all'). */
export const bellCalls: string[] = [];

const NOTIFICATIONS = {
  status_code: 200,
  data: [
    {
      id: 7,
      kind: 'report.rejected',
      text: 'The Monthly Meeting report for 09/2026 was rejected.',
      reason: 'Attendance sheet missing',
      entity: 'activity',
      uuid: '2b7c4a8e-6f1d-4c39-9a57-1f0e3d2c4b5a',
      activity_key: 'MONTHLY_MEETING',
      month: '09',
      created_at: '2026-11-12T08:35:00.000Z',
      read: false,
    },
    {
      id: 3,
      kind: 'project.approved',
      text: 'The service project "Eye Camp" was approved.',
      reason: null,
      entity: 'project',
      uuid: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      activity_key: null,
      month: null,
      created_at: '2026-11-01T04:00:00.000Z',
      read: true,
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 },
  unread: 1,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

globalThis.fetch = (async (input: RequestInfo | URL) => {
  const request = input instanceof Request ? input : new Request(String(input));
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname.startsWith('/api/notifications')) {
    bellCalls.push(`${request.method} ${url.pathname}${url.search}`);
    return request.method === 'GET'
      ? json(NOTIFICATIONS)
      : json({ status_code: 200, message: 'Marked as read', marked: 1 });
  }
  return json({ data: { display_name: 'Nimal Perera', international_id: '1234567' } });
}) as typeof fetch;
