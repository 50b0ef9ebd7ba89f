import { ROLES } from '../../src/shared/policy/roles';
import type { Fixtures } from './fixtures';
import { isHugeIndexName, isPrototypeName, encodeMultipart, POLLUTION_CANARY } from './multipart';
import { resolveJson, resolveText, type Lookup } from './refs';
import { buildPath, buildQuery } from './request-arbitraries';
import { THROWAWAY_ROLE, type Sessions } from './sessions';
import type { Actor, Body, FuzzRequest } from './types';

/** A token of the right shape that no session has (what "anonymous" requests carry). */
const UNKNOWN_TOKEN = 'fuzzUnknownTokenAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** A request as it leaves: resolved, encoded, ready for http-client. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
  /** The token it carries for its actor, to tell a revoked session from a garbled header. */
  token: string | undefined;
  /** The resolved JSON/multipart field values, for the password bookkeeping. */
  jsonText?: string;
}

function nth<T>(list: readonly T[], index: string): T | undefined {
  return list.length > 0 ? list[Number(index) % list.length] : undefined;
}

/** Resolves placeholders for one actor against this server start's sessions and fixtures. */
export function lookupFor(actor: Actor, sessions: Sessions, fixtures: Fixtures): Lookup {
  const session =
    actor.kind === 'role'
      ? sessions.roles.get(actor.role)
      : actor.kind === 'throwaway'
        ? sessions.throwaway
        : undefined;
  return (name) => {
    const [head, index = '0', field] = name.split('.');
    switch (head) {
      case 'token':
        return session?.token || UNKNOWN_TOKEN;
      case 'role':
        return actor.kind === 'role' ? actor.role : actor.kind === 'throwaway' ? THROWAWAY_ROLE : ROLES[5];
      case 'ownClub':
        return session?.club ?? (actor.kind === 'throwaway' ? fixtures.secondClub : fixtures.demoClub);
      case 'ownMember':
        return session?.member;
      case 'ownEmail':
        return session?.email ?? '';
      case 'ownMobile':
        return session?.mobile ?? '';
      case 'demoClub':
        return fixtures.demoClub;
      case 'secondClub':
        return fixtures.secondClub;
      case 'otherClub':
        return fixtures.otherClub;
      case 'ownZone':
        return fixtures.ownZone;
      case 'member':
        return nth(fixtures.victims, index);
      case 'loginMember':
        return nth(fixtures.loginMembers, index);
      case 'region':
        return nth(fixtures.regions, index);
      case 'zone':
        return nth(fixtures.zones, index);
      case 'entry':
        return nth(fixtures.entries, index);
      case 'pointLine':
        return nth(fixtures.pointLines, index);
      case 'report':
        return field === 'uuid' ? fixtures.reports[Number(index)] : undefined;
      case 'file':
        return fixtures.file?.[index as 'name' | 'exp' | 'sig'];
      case 'throwaway':
        return sessions.throwaway.password;
    }
    return undefined;
  };
}

/** Header values node accepts (latin-1 without control characters); the rest becomes '?'. */
function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

/** Path characters node accepts; anything else is percent-encoded as UTF-8. */
function pathSafe(path: string): string {
  return path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

function bodyBytes(body: Body, lookup: Lookup): { bytes: Buffer; contentType: string; jsonText?: string } {
  switch (body.kind) {
    case 'json': {
      const text = resolveJson(body.value, lookup);
      return {
        bytes: Buffer.from(text, 'utf8'),
        contentType: body.contentType ?? 'application/json',
        jsonText: text,
      };
    }
    case 'text':
      return {
        bytes: Buffer.from(resolveText(body.text, lookup), 'utf8'),
        contentType: body.contentType ?? 'application/json',
      };
    case 'multipart': {
      const parts = body.parts.map((p) => ({
        ...p,
        data: typeof p.data === 'string' ? resolveText(p.data, lookup) : p.data,
      }));
      return {
        bytes: encodeMultipart(parts, body.boundary, body.truncated),
        contentType: body.contentType ?? `multipart/form-data; boundary=${body.boundary}`,
      };
    }
  }
}

/** Turns a generated request into the bytes to send, for its actor on this server start. */
export function toWire(
  req: FuzzRequest,
  sessions: Sessions,
  fixtures: Fixtures,
  tokenOverride?: string,
): WireRequest {
  const base = lookupFor(req.actor, sessions, fixtures);
  const lookup: Lookup = tokenOverride ? (name) => (name === 'token' ? tokenOverride : base(name)) : base;
  const resolve = (t: string) => resolveText(t, lookup);
  const query = buildQuery(req.queryPairs, resolve);
  const path = pathSafe(buildPath(req.template, req.params, resolve) + (query ? `?${query}` : ''));
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value)
      ? value.map((v) => headerSafe(resolve(v)))
      : headerSafe(resolve(value));
  }
  let body: Buffer | undefined;
  let jsonText: string | undefined;
  if (req.body) {
    const encoded = bodyBytes(req.body, lookup);
    body = encoded.bytes;
    jsonText = encoded.jsonText;
    headers['content-type'] = headerSafe(encoded.contentType);
  }
  const token = req.actor.kind === 'anonymous' ? undefined : (lookup('token') as string);
  return { method: req.method, path, headers, body, token, jsonText };
}

function size(bytes: number): string {
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;
}

function clip(text: string, max: number): string {
  const printable = JSON.stringify(text).slice(1, -1);
  return printable.length > max ? `${printable.slice(0, max)}…(${text.length} chars)` : printable;
}

/** The shape of a JSON value in a few words: keys and the types and sizes of their values. */
function shapeOf(value: unknown, depth = 0): string {
  if (value === null) return 'null';
  if (typeof value === 'string') {
    if (value.startsWith('\u0000RAW:')) return value.slice(5, -1);
    return value.length > 40 ? `string(${value.length})` : JSON.stringify(value);
  }
  if (typeof value !== 'object') return String(value);
  if (depth >= 2) {
    let d = 0;
    let node: unknown = value;
    while (node && typeof node === 'object' && d < 5000) {
      node = Array.isArray(node) ? node[0] : Object.values(node)[0];
      d++;
    }
    return d > 3 ? `nested ${d} deep` : Array.isArray(value) ? '[…]' : '{…}';
  }
  if (Array.isArray(value))
    return `[${value
      .slice(0, 3)
      .map((v) => shapeOf(v, depth + 1))
      .join(', ')}${value.length > 3 ? ', …' : ''}]`;
  const keys = Object.keys(value);
  const shown = keys
    .slice(0, 6)
    .map((k) => `${clip(k, 30)}: ${shapeOf((value as Record<string, unknown>)[k], depth + 1)}`);
  return `{${shown.join(', ')}${keys.length > 6 ? `, …+${keys.length - 6}` : ''}}`;
}

/** A short description of a request's body, for failure reports. */
export function describeBody(body: Body | null, wire?: WireRequest): string {
  if (!body) return 'no body';
  const ct = body.contentType === null ? '' : ` [content-type: ${clip(body.contentType, 60)}]`;
  const total = wire?.body ? ` ${size(wire.body.length)}` : '';
  switch (body.kind) {
    case 'json':
      return `json${total}${ct} ${shapeOf(body.value)}`;
    case 'text':
      return `text${total}${ct} ${clip(body.text, 80)}`;
    case 'multipart': {
      const parts = body.parts.map((p) =>
        p.filename !== undefined
          ? `${clip(p.name, 40)}=file(${p.label ?? 'bytes'}, ${size(p.data.length)}, "${clip(p.filename, 30)}")`
          : `${clip(p.name, 60)}=${typeof p.data === 'string' && p.data.length > 30 ? `string(${p.data.length})` : clip(String(p.data), 30)}`,
      );
      const shown = parts.length > 12 ? [...parts.slice(0, 12), `…+${parts.length - 12} parts`] : parts;
      return `multipart${total}${ct}${body.truncated ? ' (no closing boundary)' : ''} ${parts.length} parts: ${shown.join(', ')}`;
    }
  }
}

/** Attack families a request carries, for the coverage lines of the report. */
export function attacksOf(req: FuzzRequest): string[] {
  const out = new Set<string>();
  const body = req.body;
  if (body?.kind === 'multipart') {
    for (const p of body.parts) {
      if (isPrototypeName(p.name)) out.add(`part name ${p.name}`.slice(0, 60));
      if (isHugeIndexName(p.name)) out.add(`part name ${p.name}`.slice(0, 60));
      if (p.name.split('[').length > 20) out.add('part name 50 brackets deep');
      if (p.label && /20000|65535/.test(p.label)) out.add(`file ${p.label}`);
      if (p.label === '600KB') out.add('file 600KB');
    }
    if (body.parts.length > 100) out.add('more than 100 parts');
    if (body.contentType !== null && !/boundary=\S/.test(body.contentType))
      out.add('multipart without boundary');
  }
  if (body?.kind === 'json') {
    const text = JSON.stringify(body.value) ?? '';
    if (/"(__proto__|constructor|prototype)":/.test(text)) out.add('json prototype key');
    if (text.length > 250_000) out.add('json body > 250 KB');
    if (/nested|(\[\[\[\[\[\[\[\[\[\[)/.test(text) || /(\{"a":){50}/.test(text)) out.add('json deep nesting');
  }
  if (body?.kind === 'text' && body.text.length > 100_000) out.add('raw body > 100 KB');
  return [...out];
}

/** True when a request carried the pollution canary anywhere (then an answer may echo it). */
export function carriesCanary(wire: WireRequest): boolean {
  return (wire.body?.includes(POLLUTION_CANARY) ?? false) || wire.path.includes(POLLUTION_CANARY);
}
