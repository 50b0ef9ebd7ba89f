import { CLUB_OFFICER_ROLES, CPE } from '../../../src/shared/policy';
import { LIONS_YEAR_MONTHS } from '../../../src/shared/catalogue/activity-type';
import { colomboMonth } from '../../../src/shared/time/colombo';
import type { SignedIn } from '../app-under-test';
import type { WorldContext } from './endpoints';

/**
 * GETs `path` as `login` and answers its JSON `data` (the Monthly Tasks list is a bare array, as the
 * spec has it); anything but 200 stops the benchmark.
 */
async function dataOf<T>(base: string, login: SignedIn, path: string): Promise<T> {
  const res = await fetch(base + path, { headers: login.headers });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as T | { data: T };
  return Array.isArray(body) ? body : (body as { data: T }).data;
}

/**
 * What the benchmark's requests name, read through the API as the screens would find it: the demo
 * club and one of its filed reports (this month's, or last month's), a club of the generated world,
 * the demo region and the governor themes.
 */
export async function readWorldContext(
  base: string,
  logins: ReadonlyMap<string, SignedIn>,
  members: number,
): Promise<WorldContext> {
  const president = logins.get(CLUB_OFFICER_ROLES[0])!;
  const evaluator = logins.get(CPE)!;
  const month = colomboMonth();
  const previousMonth = LIONS_YEAR_MONTHS[(LIONS_YEAR_MONTHS.indexOf(month as never) + 11) % 12]!;
  const demoClub = president.club!;
  let report: { uuid: string; key: string } | undefined;
  for (const m of [month, previousMonth]) {
    const tasks = await dataOf<{ uuid: string | null; key: string }[]>(
      base,
      president,
      `/api/activity/${m}/list/${demoClub}`,
    );
    const filed = tasks.find((t) => t.uuid);
    if (filed) {
      report = { uuid: filed.uuid!, key: filed.key };
      break;
    }
  }
  if (!report) throw new Error('the demo club has no report this month or last: is the world generated?');
  const clubs = await dataOf<{ uuid: string; name: string }[]>(
    base,
    evaluator,
    '/api/user/role/club-list/se=galle?page=1',
  );
  const regions = await dataOf<{ uuid: string }[]>(base, evaluator, '/api/region/list');
  const themes = await dataOf<{ uuid: string }[]>(base, evaluator, '/api/governor-theme/list');
  return {
    demoClub,
    worldClub: (clubs.find((c) => c.uuid !== demoClub) ?? clubs[0])!.uuid,
    month,
    previousMonth,
    report,
    region: regions[0]!.uuid,
    themes: themes.map((t) => t.uuid),
    members,
  };
}
