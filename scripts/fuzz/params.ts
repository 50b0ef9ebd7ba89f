import fc from 'fast-check';
import { ROLES } from '../../src/shared/policy/roles';
import type { ActivityType } from './activity-types';
import { ENTRY_COUNT, FIXTURE_REPORTS, REGION_COUNT, VICTIM_COUNT, ZONE_COUNT } from './fixture-reports';
import { hostileTextArb, NASTY_STRINGS } from './hostile-values';
import { numRef, ref } from './refs';
import { boundaryValue, validValue, type Schema } from './schema-values';
import type { ParamValue } from './types';

const pick = (prefix: string, count: number) =>
  fc.integer({ min: 0, max: count - 1 }).map((i) => ref(`${prefix}.${i}`));

const pickNumber = (prefix: string, count: number) =>
  fc.integer({ min: 0, max: count - 1 }).map((i) => numRef(`${prefix}.${i}`));

/** Victim members: members of the district that are no demo login (safe to change or drop). */
export const victimArb = pick('member', VICTIM_COUNT);
/** Zones other than the demo logins' own, by id. */
export const zoneIdArb = pickNumber('zone', ZONE_COUNT);
/** Regions, by uuid. */
export const regionArb = pick('region', REGION_COUNT);
/** Members that are demo logins (read-only targets: they must keep working). */
const loginMemberArb = pick('loginMember', ROLES.length);

/**
 * The values that reach a handler: real ids of this run (placeholders), matched to the operation.
 * `report` is the index of the fixture report the request is about (FIXTURE_REPORTS), so that the
 * id, key and slug of one request belong together.
 */
function goodValue(
  operationId: string,
  name: string,
  schema: Schema,
  report: number,
  types: readonly ActivityType[],
): fc.Arbitrary<string> {
  const fixture = FIXTURE_REPORTS[report]!;
  const type = types.find((t) => t.key === fixture.key);
  switch (name) {
    case 'search':
      return fc.oneof(
        fc.constantFrom('', 'a', 'Perera', 'Lions Club', 'Zone', '%', '_', "'", '\\'),
        validValue(schema) as fc.Arbitrary<string>,
      );
    case 'month':
      return fc.constantFrom('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12');
    case 'code':
      return fc.constantFrom<string>(...ROLES);
    case 'clubId':
      return fc.constantFrom(ref('ownClub'), ref('demoClub'), ref('otherClub'));
    case 'key':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(fixture.key) },
        { weight: 1, arbitrary: fc.constantFrom(...types.map((t) => t.key)) },
      );
    case 'type': {
      const slugs = types.flatMap((t) => (t.slug ? [t.slug] : []));
      return type?.slug
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant(type.slug) },
            { weight: 1, arbitrary: fc.constantFrom(...slugs) },
          )
        : fc.constantFrom(...slugs);
    }
    case 'entryId':
      return pick('entry', ENTRY_COUNT);
    case 'name':
      return fc.constant(ref('file.name'));
  }
  // `id`: what it names depends on the operation.
  switch (operationId) {
    case 'clubInfo':
      return fc.constantFrom(ref('ownClub'), ref('demoClub'), ref('otherClub'), ref('secondClub'));
    case 'clubUpdate':
      // Never the demo logins' clubs: switching those off would lock the club officers out mid-run.
      return fc.constant(ref('otherClub'));
    case 'regionZones':
      return regionArb;
    case 'zoneInfo':
      return fc.oneof(pickNumber('zone', ZONE_COUNT), fc.constant(numRef('ownZone')));
    case 'zoneUpdate':
      // Never the demo logins' zone, for the same reason.
      return pickNumber('zone', ZONE_COUNT);
    case 'memberInfo':
      return fc.oneof(fc.constant(ref('ownMember')), victimArb, loginMemberArb);
    case 'memberUpdate':
    case 'memberDrop':
      // Only victims: dropping or deactivating a demo login would end a role session mid-run.
      return victimArb;
    case 'userMemberUpdate':
      return fc.oneof(
        { weight: 6, arbitrary: fc.constant(ref('ownMember')) },
        { weight: 1, arbitrary: victimArb },
      );
    case 'projectCommitteeSearch':
      return fc.oneof(fc.constant(ref(`report.${report}.uuid`)), fc.uuid());
  }
  return fc.constant(ref(`report.${report}.uuid`));
}

/** Path parameter values that are not uuids, look like SQL, climb directories or are very long. */
const hostileParamArb: fc.Arbitrary<ParamValue> = fc.oneof(
  { weight: 3, arbitrary: hostileTextArb.map((value) => ({ value, raw: false })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '../../../../etc/passwd',
        '..',
        '.',
        '../health',
        '..%2f..%2fhealth',
        '%2e%2e',
        '//',
        'a/b',
      )
      .map((value) => ({ value, raw: true })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...NASTY_STRINGS, 'x'.repeat(5_000)).map((value) => ({ value, raw: false })),
  },
);

/** One path parameter: mostly a real id, else a boundary or a hostile value. */
export function paramArb(
  operationId: string,
  name: string,
  schema: Schema,
  report: number,
  types: readonly ActivityType[],
): fc.Arbitrary<ParamValue> {
  return fc.oneof(
    {
      weight: 16,
      arbitrary: goodValue(operationId, name, schema, report, types).map((value) => ({ value, raw: false })),
    },
    { weight: 2, arbitrary: boundaryValue(schema).map((v) => ({ value: String(v), raw: false })) },
    { weight: 2, arbitrary: validValue(schema).map((v) => ({ value: String(v), raw: false })) },
    { weight: 2, arbitrary: hostileParamArb },
  );
}

/** Query pairs of an operation: its own parameters (valid, boundary, hostile) and some it does not know. */
export function queryArb(
  params: { name: string; required: boolean; schema: Schema }[],
  operationId: string,
  report: number,
): fc.Arbitrary<[string, string][]> {
  const own = params.map(({ name, required, schema }) => {
    let good: fc.Arbitrary<string>;
    if (name === 'page') good = fc.integer({ min: 1, max: 5 }).map(String);
    else if (name === 'key') good = fc.constant(FIXTURE_REPORTS[report]!.key);
    else if (name === 'exp') good = fc.constant(ref('file.exp'));
    else if (name === 'sig')
      good = fc.oneof(
        { weight: 3, arbitrary: fc.constant(ref('file.sig')) },
        { weight: 1, arbitrary: fc.constant(`${ref('file.sig')}x`) },
      );
    else good = validValue(schema).map(String);
    const value = fc.oneof(
      { weight: 12, arbitrary: good },
      { weight: 2, arbitrary: boundaryValue(schema).map(String) },
      { weight: 1, arbitrary: hostileTextArb },
    );
    // A required parameter is left out now and then too: that must be a 4xx, never a 500.
    return fc
      .option(value, { freq: required ? 20 : 3, nil: undefined })
      .map((v) => (v === undefined ? [] : [[name, v]]));
  });
  const extra = fc.oneof(
    { weight: 12, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<[string, string][]>(
        [
          ['page', '1'],
          ['page', '2'],
        ],
        [['__proto__[x]', 'fuzz']],
        [['constructor[prototype][x]', 'fuzz']],
        [['page[]', '1']],
        [['page[__proto__]', '1']],
        [['search', 'x'.repeat(5_000)]],
        [['a', 'b'.repeat(10_000)]],
        [[operationId, '1']],
      ),
    },
  );
  return fc
    .tuple(fc.tuple(...own), extra)
    .map(([ownPairs, extraPairs]) => [...(ownPairs as [string, string][][]).flat(), ...extraPairs]);
}
