import { describe, expect, it } from 'vitest';
import { guardFor, menuFor } from '../../../shared/policy';
import { projectsRoutes } from './routes';

const paths = projectsRoutes.map((r) => r.path);

describe('projectsRoutes', () => {
  it('are the five screens of spec 3, each exactly a pattern of the policy route guards', () => {
    expect(paths).toEqual([
      '/projects',
      '/projects/create',
      '/projects/edit/:step/:uuid',
      '/projects/info/:uuid',
      '/review/projects',
    ]);
    for (const path of paths) expect(guardFor(path), path).toBeDefined();
  });

  it("bring 'Service Projects' into the menu of the roles whose guard passes, and only theirs", () => {
    const implemented = new Set(['/', ...paths]);
    const menu = (role: string) => menuFor(role, implemented).map((e) => e.label);
    expect(menu('CLUB_PRESIDENT')).toEqual(['Home', 'Service Projects']);
    expect(menu('CLUB_MEMBER')).toEqual(['Home', 'Service Projects']);
    expect(menu('ZONE_CHAIRPERSON')).toEqual(['Home', 'Service Projects']);
    expect(menu('DISTRICT_GOVERNOR')).toEqual(['Home', 'Service Projects']);
    // Spec 3 s6's /projects guard leaves these district roles out.
    expect(menu('DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR')).toEqual(['Home']);
  });
});
