import type pg from 'pg';
import { draw, textArray } from './sql-hash';
import { bulk } from './world-db';
import { CLUBS_PER_ZONE, ZONES_PER_REGION } from './world-size';

// Towns and club name words for the world's clubs; each name ends in its number, so 48,000 stay
// unique (clubs_name_uq) and none repeats a demo club's.
// prettier-ignore
const TOWNS = [
  'Colombo', 'Dehiwala', 'Moratuwa', 'Panadura', 'Kalutara', 'Negombo', 'Wattala', 'Gampaha', 'Kandy',
  'Peradeniya', 'Matale', 'Galle', 'Matara', 'Hikkaduwa', 'Ambalangoda', 'Kurunegala', 'Chilaw',
  'Puttalam', 'Nuwara Eliya', 'Jaffna', 'Vavuniya', 'Trincomalee', 'Batticaloa', 'Anuradhapura',
  'Polonnaruwa', 'Ratnapura', 'Badulla', 'Kegalle', 'Hambantota', 'Tangalle', 'Beruwala', 'Horana',
  'Avissawella', 'Kuliyapitiya', 'Dambulla', 'Bandarawela', 'Ampara', 'Kalmunai', 'Mannar', 'Kilinochchi',
];
// prettier-ignore
const WORDS = [
  'Host', 'Central', 'City', 'Metro', 'Golden', 'Heritage', 'Royal', 'Pearl', 'Lotus', 'Seaside',
  'Hillside', 'Greater', 'Evergreen', 'Sapphire', 'Emerald', 'Citizens', 'Cosmopolitan', 'Lakeside',
];

/** Where the world's new organisation starts: the demo district's own regions, zones and clubs. */
export interface OrganisationPlan {
  districtId: number;
  /** Clubs to add beside the demo district's. */
  newClubs: number;
}

/**
 * Adds the world's regions, zones and clubs to the demo district in three statements: zones of
 * CLUBS_PER_ZONE clubs, regions of ZONES_PER_REGION zones, named after the demo's ('Region 4',
 * 'Zone 9'...), one club in a hundred INACTIVE. Answers the number of clubs added.
 */
export async function generateOrganisation(client: pg.Client, plan: OrganisationPlan): Promise<number> {
  const zones = Math.ceil(plan.newClubs / CLUBS_PER_ZONE);
  const regions = Math.ceil(zones / ZONES_PER_REGION);
  const { rows } = await client.query<{ regions: number; zones: number }>(
    'select (select count(*)::int from regions) as regions, (select count(*)::int from zones) as zones',
  );
  const firstRegion = (rows[0]?.regions ?? 0) + 1;
  const firstZone = (rows[0]?.zones ?? 0) + 1;
  await bulk(
    client,
    'regions',
    `insert into regions (district_id, name)
     select $1, 'Region ' || ($2 + r - 1) from generate_series(1, $3) r`,
    [plan.districtId, firstRegion, regions],
  );
  await bulk(
    client,
    'zones',
    `insert into zones (region_id, name)
     select reg.id, 'Zone ' || ($1 + z - 1)
       from generate_series(1, $2) z
       join regions reg on reg.district_id = $4 and reg.name = 'Region ' || ($3 + (z - 1) / ${ZONES_PER_REGION})
      order by z`,
    [firstZone, zones, firstRegion, plan.districtId],
  );
  const towns = textArray(TOWNS);
  const words = textArray(WORDS);
  return bulk(
    client,
    'clubs',
    `insert into clubs (zone_id, name, status)
     select zo.id,
            'Lions Club of ' || (${towns})[1 + ${draw('c', 1, TOWNS.length)}] || ' '
              || (${words})[1 + ${draw('c', 2, WORDS.length)}] || ' ' || c,
            case when ${draw('c', 3, 100)} = 0 then 'INACTIVE' else 'ACTIVE' end
       from generate_series(1, $1) c
       join zones zo on zo.name = 'Zone ' || ($2 + (c - 1) / ${CLUBS_PER_ZONE})
       join regions reg on reg.id = zo.region_id and reg.district_id = $3
      order by c`,
    [plan.newClubs, firstZone, plan.districtId],
  );
}
