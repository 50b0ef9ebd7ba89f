import fc from 'fast-check';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { ROLES } from '../../src/shared/policy/roles';
import { FIXTURE_REPORTS, POINT_LINE_COUNT } from './fixture-reports';
import { NASTY_STRINGS } from './hostile-values';
import { regionArb, victimArb, zoneIdArb } from './params';
import { numRef, ref } from './refs';
import { dateArb, type FieldHint } from './schema-values';

/** Mobile numbers of the demo logins (700000001 upwards, as demo-logins.ts gives them). */
const DEMO_MOBILES = ROLES.map((_, i) => String(700_000_001 + i));

/** Mobile numbers and e-mails that are new, so creating or editing a member can succeed. */
const freshMobileArb = fc.integer({ min: 710_000_000, max: 799_999_999 }).map(String);
const freshEmailArb = fc.integer({ min: 0, max: 1e9 }).map((n) => `fuzz-${n}@example.invalid`);

const isText = (schema: Record<string, unknown>) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/**
 * Values for fields that must name something real or follow a rule the schema does not state, per
 * operation: members by uuid, zones by id, role codes, sign-in names, mobiles. Without them almost
 * every valid request would end in a 404 or 422 before the interesting code.
 */
export function fieldHint(operationId: string): FieldHint {
  return (name, schema) => {
    // Lists get their items from the same hint (by the list's name); only leaves are answered.
    if (schema.type === 'array' || schema.type === 'object') return undefined;
    switch (`${operationId}.${name}`) {
      case 'memberLogin.username':
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...ROLES.map(demoLoginEmail)) },
          { weight: 1, arbitrary: fc.constantFrom(...DEMO_MOBILES) },
          { weight: 1, arbitrary: fc.emailAddress() },
          { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
        );
      case 'memberLogin.password':
        return fc.oneof(fc.constant(DEMO_PASSWORD), fc.string({ maxLength: 30 }));
      case 'forgotPassword.mobile':
        return fc.oneof(
          fc.constantFrom(...DEMO_MOBILES),
          freshMobileArb,
          fc.integer({ min: 700_000_000, max: 799_999_999 }),
        );
      case 'userMemberUpdate.email':
        // Mostly the login's own e-mail: a changed one would stop it signing in again.
        return fc.oneof(
          { weight: 4, arbitrary: fc.constant(ref('ownEmail')) },
          { weight: 1, arbitrary: freshEmailArb },
        );
      case 'userMemberUpdate.mobile':
        return fc.oneof(
          { weight: 4, arbitrary: fc.constant(ref('ownMobile')) },
          { weight: 1, arbitrary: freshMobileArb },
        );
      case 'activityUpdatePoints.id':
        return fc.integer({ min: 0, max: POINT_LINE_COUNT - 1 }).map((i) => numRef(`pointLine.${i}`));
      case 'activityUpdatePoints.uuid':
        return fc.integer({ min: 0, max: FIXTURE_REPORTS.length - 1 }).map((i) => ref(`report.${i}.uuid`));
      case 'activityUpdatePoints.key':
        return fc.constantFrom(...FIXTURE_REPORTS.map((r) => r.key));
    }
    switch (name) {
      case 'club':
        return isText(schema)
          ? fc.constantFrom(ref('ownClub'), ref('demoClub'), ref('otherClub'), '', 'not-a-uuid')
          : undefined;
      case 'lions_club_zone_id':
        return zoneIdArb;
      case 'lions_club_region':
        return regionArb;
      case 'role_code':
        return fc.constantFrom<string>(...ROLES);
      case 'member_type_id':
        return isText(schema) ? fc.constantFrom('1', '2', '3', '') : fc.integer({ min: 1, max: 5 });
      case 'mobile':
        return freshMobileArb;
      case 'email':
        return freshEmailArb;
      case 'international_id':
        return fc.integer({ min: 1, max: 99_999_999 }).map((n) => `F${n}`);
      case 'birth_day':
      case 'member_since':
        return schema.format === 'date' ? dateArb : fc.oneof(dateArb, fc.constant(''));
      case 'member_id':
      case 'members':
      case 'president_id':
      case 'secretary_id':
        return fc.oneof(
          { weight: 5, arbitrary: victimArb },
          { weight: 1, arbitrary: fc.constant(ref('ownMember')) },
        );
    }
    // Any other member reference of an activity schema.
    if (schema['x-member']) return victimArb;
    return undefined;
  };
}
