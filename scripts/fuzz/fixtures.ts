import { ROLES, type Role } from '../../src/shared/policy/roles';
import type { ActivityType } from './activity-types';
import { tinyPdf, tinyPng } from './files';
import { FIXTURE_REPORTS, VICTIM_COUNT } from './fixture-reports';
import { callJson } from './http-client';
import { encodeMultipart } from './multipart';
import { toParts } from './bodies';
import type { Sessions } from './sessions';
import type { Part } from './types';

/** Real ids of one server start, that placeholders resolve to. */
export interface Fixtures {
  /** The club of the club-level demo logins. */
  demoClub?: string;
  /** The throwaway login's club. */
  secondClub?: string;
  /** A club no demo login belongs to. */
  otherClub?: string;
  /** The demo logins' zone (never updated by the fuzzer). */
  ownZone?: number;
  /** Members that are no demo login: the ones member updates and drops may hit. */
  victims: string[];
  /** The member uuid of each role's demo login. */
  loginMembers: string[];
  regions: string[];
  /** Zones other than the demo logins' own. */
  zones: number[];
  /** uuid of each FIXTURE_REPORTS entry that could be filed (undefined where it failed). */
  reports: (string | undefined)[];
  /** Entries of the entry-by-entry report (MAF). */
  entries: string[];
  pointLines: number[];
  /** A signed link to a stored file (the profile image setup uploads). */
  file?: { name: string; exp: string; sig: string };
  /** What did not work, printed as warnings (the run goes on; those placeholders name nothing). */
  warnings: string[];
}

type Json = Record<string, unknown>;
const PRESIDENT: Role = 'CLUB_PRESIDENT';
const CPE: Role = 'CLUBS_PERFORMANCE_EVALUATION';

/** Uploads for a type's file slots: a PDF where documents go, a PNG where only images go. */
function filesFor(type: ActivityType): Part[] {
  return type.fileFields.map((field) => {
    const accept = String(
      ((type.schema.properties as Record<string, Json>)[field]?.['x-file'] as Json)?.accept ?? '',
    );
    return accept.startsWith('image')
      ? { name: field, filename: 'photo.png', contentType: 'image/png', data: tinyPng() }
      : { name: field, filename: 'doc.pdf', contentType: 'application/pdf', data: tinyPdf() };
  });
}

/** The type's example, with its members replaced by real ones and its file names taken out. */
function exampleFields(type: ActivityType, members: string[]): Json {
  const fields: Json = {};
  for (const [key, value] of Object.entries(type.example)) {
    if (type.fileFields.includes(key)) continue;
    if (type.memberFields.includes(key))
      fields[key] = Array.isArray(value) ? members.slice(0, 2) : members[0];
    else fields[key] = value;
  }
  return fields;
}

/**
 * Learns the ids the fuzzer aims at, with the role sessions of a fresh server: clubs, members,
 * regions, zones; files the FIXTURE_REPORTS as CLUB_PRESIDENT (trying month after month until one is
 * free), has the evaluator calculate their points, and uploads a profile image for a signed file link.
 */
export async function learnFixtures(
  port: number,
  sessions: Sessions,
  types: readonly ActivityType[],
): Promise<Fixtures> {
  const f: Fixtures = {
    victims: [],
    loginMembers: [],
    regions: [],
    zones: [],
    reports: [],
    entries: [],
    pointLines: [],
    warnings: [],
  };
  const as = (role: Role) => {
    const s = sessions.roles.get(role)!;
    return { token: s.token, role, club: s.club };
  };
  const get = async (role: Role, path: string) => {
    const res = await callJson(port, 'GET', path, as(role));
    if (res.status !== 200)
      f.warnings.push(`GET ${path} as ${role}: ${res.status} ${res.text.slice(0, 160)}`);
    return (res.json ?? {}) as Json;
  };

  f.demoClub = sessions.roles.get(PRESIDENT)?.club;
  f.secondClub = sessions.throwaway.club;
  f.loginMembers = ROLES.map((r) => sessions.roles.get(r)?.member).filter((m): m is string => Boolean(m));
  const logins = new Set([...f.loginMembers, sessions.throwaway.member]);

  const clubs = ((await get(CPE, '/api/user/role/club-list/se=?page=1')).data ?? []) as Json[];
  f.otherClub = clubs.map((c) => c.uuid as string).find((u) => u !== f.demoClub && u !== f.secondClub);
  const zoneOf = (uuid: string | undefined) =>
    clubs.find((c) => c.uuid === uuid)?.lions_club_zone_id as number | undefined;
  f.ownZone =
    zoneOf(f.demoClub) ??
    (((await get(CPE, `/api/club/info/${f.demoClub}`)).data as Json | undefined)?.lions_club_zone_id as
      number | undefined);
  const keepZones = new Set([f.ownZone, zoneOf(f.secondClub)]);

  // Victims: half from the demo club (so club officers reach them), the rest from anywhere.
  const own = ((await get(PRESIDENT, '/api/member/club/list/se=?page=1')).data ?? []) as Json[];
  const all = ((await get(CPE, '/api/member/club/list/se=?page=2')).data ?? []) as Json[];
  const free = (list: Json[]) => list.map((m) => m.uuid as string).filter((u) => !logins.has(u));
  f.victims = [...new Set([...free(own).slice(0, VICTIM_COUNT / 2), ...free(all)])].slice(0, VICTIM_COUNT);
  if (f.victims.length === 0) f.warnings.push('no member other than the demo logins was found');

  f.regions = (((await get(CPE, '/api/region/list')).data ?? []) as Json[]).map((r) => r.uuid as string);
  f.zones = (((await get(CPE, '/api/zone/list/se=?page=1')).data ?? []) as Json[])
    .map((z) => z.id as number)
    .filter((id) => !keepZones.has(id));

  // Reports: each fixture type, in the first month it is still free for the demo club.
  const ownVictims = free(own);
  for (const [index, fixture] of FIXTURE_REPORTS.entries()) {
    const type = types.find((t) => t.key === fixture.key)!;
    const fields = exampleFields(type, ownVictims.length > 0 ? ownVictims : f.victims);
    const common = fixture.via.startsWith('common');
    const path = common ? '/api/activity/common/create' : `/api/${type.slug}`;
    const months = [
      ...new Set([...type.months, '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']),
    ];
    let last = '';
    for (const month of months) {
      const values: Json = common ? { key: type.key, month, ...fields } : { month, ...fields };
      const multipart = fixture.via.endsWith('multipart');
      const boundary = '----fuzz-setup-boundary-7f3a';
      const res = multipart
        ? await callJson(port, 'POST', path, {
            ...as(PRESIDENT),
            body: encodeMultipart([...toParts(values), ...filesFor(type)], boundary, false),
            contentType: `multipart/form-data; boundary=${boundary}`,
          })
        : await callJson(port, 'POST', path, { ...as(PRESIDENT), json: values });
      last = `${res.status} ${res.text.slice(0, 200)}`;
      if (res.status === 200) {
        f.reports[index] = ((res.json as Json).data as Json).uuid as string;
        if (type.key === 'MAF_CONTRIBUTION') {
          // A second entry in the same month, so an entry can be deleted and one still remain.
          await callJson(port, 'POST', path, {
            ...as(PRESIDENT),
            body: encodeMultipart([...toParts(values), ...filesFor(type)], boundary, false),
            contentType: `multipart/form-data; boundary=${boundary}`,
          });
        }
        break;
      }
      if (res.status !== 422 || !/month/.test(res.text)) break;
    }
    if (!f.reports[index]) f.warnings.push(`could not file ${type.key} (${fixture.via}): ${last}`);
  }

  // Entries of the MAF report, and point lines of every report (the evaluator calculates them).
  const mafIndex = FIXTURE_REPORTS.findIndex((r) => r.key === 'MAF_CONTRIBUTION');
  const maf = f.reports[mafIndex];
  const mafSlug = types.find((t) => t.key === 'MAF_CONTRIBUTION')?.slug;
  if (maf && mafSlug) {
    const detail = ((await get(PRESIDENT, `/api/${mafSlug}/${maf}`)).data ?? {}) as Json;
    f.entries = ((detail.details ?? []) as Json[]).map((d) => d.uuid as string).filter(Boolean);
  }
  for (const [index, uuid] of f.reports.entries()) {
    if (!uuid) continue;
    const key = FIXTURE_REPORTS[index]!.key;
    await callJson(port, 'POST', `/api/activity/${uuid}/point-calculation/${key}`, as(CPE));
    const points = ((await get(CPE, `/api/activity/${uuid}/points/${key}`)).data ?? {}) as Json;
    for (const line of (points.points ?? []) as Json[]) f.pointLines.push(line.id as number);
  }

  // A signed file link: the club member uploads a profile image (name, mobile and e-mail unchanged).
  const member = sessions.roles.get('CLUB_MEMBER');
  const profile = member?.member
    ? (((await get('CLUB_MEMBER', '/api/member/profile')).data ?? {}) as Json)
    : undefined;
  if (member?.member && profile) {
    const boundary = '----fuzz-setup-image-boundary';
    const parts: Part[] = [
      ...toParts({
        display_name: profile.display_name,
        full_name: profile.full_name,
        mobile: profile.mobile ?? '',
        email: profile.email ?? '',
      }),
      { name: 'image', filename: 'photo.png', contentType: 'image/png', data: tinyPng() },
    ];
    const res = await callJson(port, 'POST', `/api/user/member/update/${member.member}`, {
      ...as('CLUB_MEMBER'),
      body: encodeMultipart(parts, boundary, false),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    const link = ((res.json as Json | undefined)?.data as Json | undefined)?.profile_image;
    const m = typeof link === 'string' ? /\/api\/files\/([^?]+)\?(.*)$/.exec(link) : null;
    if (m) {
      const query = new URLSearchParams(m[2]);
      f.file = { name: decodeURIComponent(m[1]!), exp: query.get('exp') ?? '', sig: query.get('sig') ?? '' };
    } else
      f.warnings.push(
        `no signed file link from the profile image upload: ${res.status} ${res.text.slice(0, 200)}`,
      );
  }
  return f;
}
