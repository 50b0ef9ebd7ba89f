// Imported first by the shell's tests: the typed API client keeps the fetch it finds when created,
// so the stub (every call answers a member's profile) must be in place before that module loads.
globalThis.fetch = (async () =>
  new Response(JSON.stringify({ data: { display_name: 'Nimal Perera', international_id: '1234567' } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })) as typeof fetch;
