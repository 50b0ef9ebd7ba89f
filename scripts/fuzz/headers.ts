import fc from 'fast-check';
import { can, type Permission } from '../../src/shared/policy';
import { ROLES, type Role } from '../../src/shared/policy/roles';
import { NASTY_STRINGS } from './hostile-values';
import { ref } from './refs';
import type { Actor } from './types';

/**
 * Who sends the request. Most requests come from one of the 26 role sessions; when the operation
 * names a permission, more than half come from roles that hold it, so the requests get past the
 * policy check into the handler instead of ending as 403s.
 */
export function actorArb(permission: string | undefined): fc.Arbitrary<Actor> {
  const allowed = permission ? ROLES.filter((r) => can(r, permission as Permission)) : [];
  const role = (roles: readonly Role[]) =>
    fc.constantFrom(...roles).map((r): Actor => ({ kind: 'role', role: r }));
  const choices = [
    { weight: 30, arbitrary: role(ROLES) },
    { weight: 2, arbitrary: fc.constant<Actor>({ kind: 'anonymous' }) },
    { weight: 2, arbitrary: fc.constant<Actor>({ kind: 'throwaway' }) },
  ];
  if (allowed.length > 0) choices.push({ weight: 40, arbitrary: role(allowed) });
  return fc.oneof(...choices);
}

const TOKEN = ref('token');

/** The authorization header: mostly the session's bearer token, sometimes missing or garbled. */
const authorizationArb: fc.Arbitrary<string | string[] | null> = fc.oneof(
  { weight: 40, arbitrary: fc.constant<string>(`Bearer ${TOKEN}`) },
  { weight: 2, arbitrary: fc.constant<null>(null) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string>(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNzd29yZA==',
      `bearer ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN} ${TOKEN}`,
      `Bearer  ${TOKEN}`,
      `Token ${TOKEN}`,
      `Bearer ${'A'.repeat(201)}`,
      `Bearer ${'A'.repeat(8_000)}`,
      'Bearer ../../../../etc/passwd',
      "Bearer ' OR '1'='1",
      'Bearer \u00ff\u00fe\u00fd\u00fc\u00fb\u00fa\u00f9\u00f8\u00f7\u00f6\u00f5\u00f4\u00f3\u00f2\u00f1\u00f0',
      'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ),
  },
  { weight: 1, arbitrary: fc.constant<string[]>([`Bearer ${TOKEN}`, 'Bearer AAAAAAAAAAAAAAAAAAAAAAAA']) },
);

/** The role header: mostly the actor's role, else a role not held, one that does not exist, or junk. */
const roleArb: fc.Arbitrary<string | string[] | null> = fc.oneof(
  { weight: 40, arbitrary: fc.constant<string>(ref('role')) },
  { weight: 2, arbitrary: fc.constant<null>(null) },
  { weight: 3, arbitrary: fc.constantFrom<string>(...ROLES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'ADMIN',
      'SUPER_ADMIN',
      'club_president',
      ' CLUB_PRESIDENT ',
      'CLUB_PRESIDENT,CLUBS_PERFORMANCE_EVALUATION',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'x'.repeat(81),
      'x'.repeat(5_000),
      '\u00e9t\u00e9',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constant<string[]>([ref('role'), 'CLUBS_PERFORMANCE_EVALUATION']) },
);

/** The club header: the actor's own club, none, another club, a uuid of nothing, or not a uuid. */
const clubArb: fc.Arbitrary<string | string[] | null> = fc.oneof(
  { weight: 15, arbitrary: fc.constant<string>(ref('ownClub')) },
  { weight: 15, arbitrary: fc.constant<null>(null) },
  { weight: 5, arbitrary: fc.constant(ref('otherClub')) },
  { weight: 2, arbitrary: fc.constant(ref('secondClub')) },
  { weight: 2, arbitrary: fc.uuid() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      "' OR 1=1--",
      '../../etc/passwd',
      'x'.repeat(81),
      ...NASTY_STRINGS.slice(0, 6),
    ),
  },
  { weight: 1, arbitrary: fc.constant<string[]>([ref('ownClub'), ref('otherClub')]) },
);

/** Other headers now and then: content encodings the server does not speak, odd accepts, spoofed IPs. */
const extraArb: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 20, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'content-encoding': 'gzip' },
      { 'content-encoding': 'br' },
      { accept: 'text/html' },
      { accept: 'application/xml;q=1, */*;q=0' },
      { 'x-forwarded-for': '10.0.0.1, 127.0.0.1' },
      { 'x-http-method-override': 'DELETE' },
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'x-request-id': 'forged-request-id\u00e9' },
      { cookie: `session=${'a'.repeat(4_000)}` },
    ),
  },
);

/**
 * Headers of a request, with placeholders for the token, role and clubs. Public operations mostly
 * go without a token, as their callers have none.
 */
export function headersArb(isPublic: boolean): fc.Arbitrary<Record<string, string | string[]>> {
  const auth = isPublic
    ? fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: authorizationArb })
    : authorizationArb;
  return fc.record({ authorization: auth, role: roleArb, club: clubArb, extra: extraArb }).map((h) => {
    const out: Record<string, string | string[]> = { ...h.extra };
    if (h.authorization !== null) out.authorization = h.authorization;
    if (h.role !== null) out.role = h.role;
    if (h.club !== null) out.club = h.club;
    return out;
  });
}
