import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../src/server/openapi/load-document';
import { listOperations } from '../../src/server/openapi/operations';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the API contract', () => {
  it('is answered route for route: nothing the document lacks, nothing it has missing', async () => {
    const documented = [...listOperations(await loadOpenApiDocument()).values()].map(
      (o) => `${o.method} ${o.url}`,
    );
    const served = t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(served.sort()).toEqual(documented.sort());
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status_code: 404,
      message: 'Not found.',
      message_key: 'http.notFound',
      message_params: {},
    });
  });

  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status_code: 200, status: 'ok' });
  });
});
