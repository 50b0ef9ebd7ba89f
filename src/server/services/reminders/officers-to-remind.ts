import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/schema-texts';
import type { Db } from '../../db/database';
import { activities, clubs, officeRoleAssignments, officeRoles, users } from '../../db/schema';
import { officerHeldOn } from '../clubs/club-officers';
import type { DueReport } from './due-reports';

/** An officer of a club whose report of a type and month is due and not filed. */
export interface OfficerToRemind {
  clubId: number;
  clubUuid: string;
  clubName: string;
  userId: number;
  role: string;
  mobile: string | null;
  language: Language;
  smsReminders: boolean;
}

/**
 * The officers (the four club officer roles held on `today`) of every active club that has not filed
 * `report` (no report of that type and month at all: a filed one, whatever its review, needs no
 * reminder), with what the SMS needs. Opted-out officers are answered too, so the run can count them.
 */
export async function officersToRemind(db: Db, report: DueReport, today: string): Promise<OfficerToRemind[]> {
  return db
    .select({
      clubId: clubs.id,
      clubUuid: clubs.uuid,
      clubName: clubs.name,
      userId: users.id,
      role: officeRoles.code,
      mobile: users.mobile,
      language: users.language,
      smsReminders: users.smsReminders,
    })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .innerJoin(clubs, eq(clubs.id, officeRoleAssignments.clubId))
    .innerJoin(users, eq(users.memberId, officeRoleAssignments.memberId))
    .where(
      and(
        officerHeldOn(today),
        eq(clubs.status, 'ACTIVE'),
        sql`not exists (select 1 from ${activities} where ${activities.clubId} = ${clubs.id}
          and ${activities.key} = ${report.key} and ${activities.lionsYear} = ${report.lionsYear}
          and ${activities.month} = ${report.month})`,
      ),
    )
    .orderBy(clubs.id, users.id, officeRoles.code);
}
