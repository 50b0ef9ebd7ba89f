import fc from 'fast-check';
import type { Operation } from '../../src/server/openapi/operations';
import type { ActivityType } from './activity-types';
import { jsonBodyArb, jsonValueArb, multipartBodyArb, multipartFieldsArb, strayBodyArb } from './bodies';
import { fieldHint } from './field-hints';
import { FIXTURE_REPORTS } from './fixture-reports';
import { actorArb, headersArb } from './headers';
import { hostileTextArb } from './hostile-values';
import { paramArb, queryArb } from './params';
import { ref } from './refs';
import type { Schema } from './schema-values';
import type { Body, FuzzRequest, ParamValue } from './types';

/** The operations whose body is an activity report (its fields come from the type's own schema). */
const REPORT_OPERATIONS = new Set([
  'activityCommonCreate',
  'activitySubmit',
  'activityUpdate',
  'activityCommonUpdate',
]);

/**
 * encodeURIComponent (or encodeURI), except that a lone surrogate, which those throw on, is written as
 * the three bytes it would have in WTF-8 (%ED%A0%80 for U+D800): invalid UTF-8 the server must refuse.
 */
export function encodeLoosely(value: string, keepSlashes = false): string {
  const encode = keepSlashes ? encodeURI : encodeURIComponent;
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (c) => {
    if (c.length === 2 || c.charCodeAt(0) < 0xd800 || c.charCodeAt(0) > 0xdfff) return encode(c);
    const code = c.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** The path with its parameters filled in and encoded (placeholders resolved first, by the sender). */
export function buildPath(
  template: string,
  params: Record<string, ParamValue>,
  resolve: (t: string) => string,
) {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const param = params[name];
    if (!param) return '';
    const value = resolve(param.value);
    // A raw value keeps its `/` and `.`, so `../` reaches the router as a real path segment.
    return encodeLoosely(value, param.raw);
  });
}

/** The query string of pairs (placeholders resolved first). */
export function buildQuery(pairs: [string, string][], resolve: (t: string) => string): string {
  return pairs.map(([k, v]) => `${encodeLoosely(resolve(k))}=${encodeLoosely(resolve(v))}`).join('&');
}

/** Months an activity can carry: its schedule's, and some that are not months at all. */
function monthArb(type: ActivityType): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...type.months) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('00', '13', '1', '', '\u0660\u0661', '01 ', 'ab', '-1', '1e1', '0x1'),
    },
  );
}

/** The type's schema without its file slots (those travel as file parts, or not at all in JSON). */
function fieldSchemaOf(type: ActivityType): Schema {
  const files = new Set(type.fileFields);
  const properties = Object.fromEntries(
    Object.entries((type.schema.properties ?? {}) as Record<string, Schema>).filter(([k]) => !files.has(k)),
  );
  const required = ((type.schema.required ?? []) as string[]).filter((k) => !files.has(k));
  return { ...type.schema, properties, required };
}

/**
 * A report body for a type: its fields (valid, at a boundary or hostile), `month`, and `key` when
 * the common endpoints need it; JSON or multipart (with files in its file slots), mostly as the
 * type's catalogue transport says.
 */
function reportBodyArb(
  type: ActivityType,
  withKey: boolean,
  types: readonly ActivityType[],
): fc.Arbitrary<Body> {
  const hint = fieldHint('activity');
  const keyArb = fc.oneof(
    { weight: withKey ? 10 : 1, arbitrary: fc.constant<string | undefined>(type.key) },
    { weight: withKey ? 1 : 6, arbitrary: fc.constant<string | undefined>(undefined) },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>(...types.map((t) => t.key)) },
    { weight: 1, arbitrary: hostileTextArb },
  );
  const schema = fieldSchemaOf(type);
  const withMeta = (fields: fc.Arbitrary<unknown>) =>
    fc.tuple(fields, monthArb(type), keyArb).map(([f, month, key]) => {
      const base =
        f && typeof f === 'object' && !Array.isArray(f) ? (f as Record<string, unknown>) : { fields: f };
      return key === undefined ? { month, ...base } : { month, key, ...base };
    });
  const json = withMeta(jsonValueArb(schema, hint)).map((value): Body => ({
    kind: 'json',
    value,
    contentType: null,
  }));
  const multipart = multipartBodyArb(withMeta(multipartFieldsArb(schema, hint)), type.fileFields);
  return type.transport === 'multipart'
    ? fc.oneof({ weight: 3, arbitrary: multipart }, { weight: 1, arbitrary: json })
    : fc.oneof({ weight: 1, arbitrary: multipart }, { weight: 3, arbitrary: json });
}

/** A new password and its confirmation: mostly a valid pair, else short, long or not matching. */
const newPasswordArb = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{10,24}$/).map((p) => [`Fz-${p}`, `Fz-${p}`]) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 300 }), fc.string({ maxLength: 10 })) },
  { weight: 1, arbitrary: fc.constantFrom(['short', 'short'], ['x'.repeat(257), 'x'.repeat(257)], ['', '']) },
);

/**
 * The password operations need pairs that agree, and the old password of the session they run in
 * (the throwaway login's, tracked by the sessions as «throwaway.password»).
 */
function passwordBodyArb(operationId: string, schema: Schema): fc.Arbitrary<Body> | undefined {
  if (operationId === 'changePassword') {
    const valid = fc
      .tuple(
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(ref('throwaway.password')) },
          { weight: 1, arbitrary: fc.string() },
        ),
        newPasswordArb,
      )
      .map(([old_password, [password, password_confirmation]]) => ({
        old_password,
        password,
        password_confirmation,
      }));
    return fc.oneof(
      { weight: 3, arbitrary: valid.map((value): Body => ({ kind: 'json', value, contentType: null })) },
      { weight: 2, arbitrary: jsonBodyArb(schema, fieldHint(operationId)) },
    );
  }
  if (operationId === 'resetPassword') {
    const valid = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), newPasswordArb)
      .map(([token, [password, password_confirmation]]) => ({ token, password, password_confirmation }));
    return fc.oneof(
      { weight: 1, arbitrary: valid.map((value): Body => ({ kind: 'json', value, contentType: null })) },
      { weight: 2, arbitrary: jsonBodyArb(schema, fieldHint(operationId)) },
    );
  }
  return undefined;
}

/** The body of an operation, by what its requestBody takes. */
function bodyArb(op: Operation, report: number, types: readonly ActivityType[]): fc.Arbitrary<Body | null> {
  const fixtureType = types.find((t) => t.key === FIXTURE_REPORTS[report]!.key)!;
  switch (op.operationId) {
    case 'activityCommonCreate':
      return fc.constantFrom(...types).chain((t) => reportBodyArb(t, true, types));
    case 'activityCommonUpdate':
      return fc.oneof(
        { weight: 4, arbitrary: reportBodyArb(fixtureType, true, types) },
        { weight: 1, arbitrary: fc.constantFrom(...types).chain((t) => reportBodyArb(t, true, types)) },
      );
    case 'activityUpdate':
      return reportBodyArb(fixtureType, false, types);
  }
  const jsonSchema = op.schema.body as Schema | undefined;
  const json = jsonSchema && 'content' in jsonSchema ? undefined : jsonSchema;
  const password = json && passwordBodyArb(op.operationId, json);
  if (password) return password;
  const hint = fieldHint(op.operationId);
  if (op.multipartSchema) {
    const fileFields = Object.entries((op.multipartSchema.properties ?? {}) as Record<string, Schema>)
      .filter(([, p]) => p.format === 'binary')
      .map(([k]) => k);
    return fc.oneof(
      { weight: 10, arbitrary: multipartBodyArb(multipartFieldsArb(op.multipartSchema, hint), fileFields) },
      { weight: 1, arbitrary: jsonBodyArb(op.multipartSchema, hint) },
    );
  }
  if (json) return jsonBodyArb(json, hint);
  return strayBodyArb;
}

function paramsOf(schema: unknown): { name: string; required: boolean; schema: Schema }[] {
  const s = (schema ?? {}) as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, p]) => ({
    name,
    required: (s.required ?? []).includes(name),
    schema: p,
  }));
}

/** Every request of one operation: actor, headers, path and query parameters and body. */
export function operationArb(op: Operation, types: readonly ActivityType[]): fc.Arbitrary<FuzzRequest> {
  const pathParams = paramsOf(op.schema.params);
  const queryParams = paramsOf(op.schema.querystring);
  const slugTypes = types.filter((t) => t.slug);
  return fc.integer({ min: 0, max: FIXTURE_REPORTS.length - 1 }).chain((report) => {
    const params = fc.record(
      Object.fromEntries(
        pathParams.map((p) => [p.name, paramArb(op.operationId, p.name, p.schema, report, types)]),
      ) as Record<string, fc.Arbitrary<ParamValue>>,
    );
    // POST /api/{type}: the slug and the body's type agree most of the time.
    const paramsAndBody: fc.Arbitrary<[Record<string, ParamValue>, Body | null]> =
      op.operationId === 'activitySubmit'
        ? fc
            .constantFrom(...slugTypes)
            .chain((t) =>
              fc.tuple(
                fc.oneof(
                  { weight: 5, arbitrary: fc.constant({ type: { value: t.slug!, raw: false } }) },
                  { weight: 1, arbitrary: params },
                ),
                reportBodyArb(t, false, types),
              ),
            )
        : fc.tuple(params, bodyArb(op, report, types));
    return fc
      .record({
        actor: actorArb(op.permission),
        headers: headersArb(op.isPublic),
        paramsAndBody,
        queryPairs: queryArb(queryParams, op.operationId, report),
      })
      .map((r): FuzzRequest => ({
        operationId: op.operationId,
        method: op.method,
        template: op.path,
        params: r.paramsAndBody[0],
        queryPairs: r.queryPairs,
        headers: r.headers,
        actor: r.actor,
        body: r.paramsAndBody[1],
      }));
  });
}

/** Paths no operation owns, methods no path takes, and path tricks for the router. */
export const unroutedArb: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
    template: fc.constantFrom(
      '/api/',
      '/api//health',
      '/API/HEALTH',
      '/api/health/',
      '/api/health/../member/profile',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/member/info/',
      '/api/member/login',
      '/api/activity/common/create',
      '/api/__proto__',
      '/api/constructor/prototype',
      '/api/files/..%2f..%2fpackage.json',
      '/api/files/%00.png',
      `/api/${'a/'.repeat(500)}`,
      `/api/member/list/se=${'%'.repeat(3)}`,
      '/api/member/list/se=%E0%A4%A',
      '/api/office-member/%ZZ/list',
      '/',
      '/index.html',
      '/api/health;x=1',
    ),
    actor: actorArb(undefined),
    headers: headersArb(false),
    body: strayBodyArb,
  })
  .map((r): FuzzRequest => ({
    operationId: 'unrouted',
    method: r.method,
    // Sent verbatim (no parameters to fill): these strings are the test.
    template: r.template,
    params: {},
    queryPairs: [],
    headers: r.headers,
    actor: r.actor,
    body: r.method === 'GET' || r.method === 'HEAD' ? null : r.body,
  }));

/** How often an operation is picked: the more input it reads, the more it is fuzzed. */
function weightOf(op: Operation): number {
  if (REPORT_OPERATIONS.has(op.operationId) || op.multipartSchema) return 6;
  if (op.operationId === 'memberLogin') return 2;
  if (op.bodyTypes.length > 0) return 4;
  return op.path.includes('{') ? 2 : 1;
}

/** The generator of the whole run: any operation of the contract, plus unrouted requests. */
export function requestArb(
  operations: readonly Operation[],
  types: readonly ActivityType[],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map((op) => ({ weight: weightOf(op), arbitrary: operationArb(op, types) })), {
    weight: 2,
    arbitrary: unroutedArb,
  });
}
