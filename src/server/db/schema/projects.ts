import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { REVIEW_PROJECT_STATUSES } from '../../../shared/machines/project-statuses';
import { publicUuid, timestamps } from './columns';
import { members } from './members';
import { clubs } from './organisation';
import { governorThemes } from './themes';
import { users } from './users';

/**
 * The numbers of project codes, drawn at a project's first submission: a draft abandoned in the wizard
 * takes none, so the district's codes run without gaps from drafts.
 */
export const projectCodeNumbers = pgSequence('project_code_numbers');

/**
 * A service project of a club (spec 3 section 3). Drafts are PROCESSING or PENDING; a submitted
 * project moves through the review levels of `src/shared/machines/project-review-machine.ts`.
 */
export const serviceProjects = pgTable(
  'service_projects',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    projectCode: text('project_code'),
    projectTitle: text('project_title'),
    projectType: text('project_type'),
    status: text('status').notNull().default('PENDING'),
    governorThemeId: integer('governor_theme_id').references(() => governorThemes.id),
    date: date('date', { mode: 'string' }),
    venue: text('venue'),
    totalProjectCost: numeric('total_project_cost', { mode: 'number' }),
    directBeneficiaries: integer('direct_beneficiaries'),
    indirectBeneficiaries: integer('indirect_beneficiaries'),
    largeTree: integer('large_tree').notNull().default(0),
    smallTree: integer('small_tree').notNull().default(0),
    /**
     * Issue 14 "enter once, report twice": what Lions International's service report asks for and the
     * spec's step 1 lacks. Optional (null: not entered), so projects filed before stay valid.
     */
    volunteerHours: integer('volunteer_hours'),
    /** Rupees raised from outside the club for the project (sponsors, the public); null: not entered. */
    fundsRaised: numeric('funds_raised', { mode: 'number' }),
    description: text('description'),
    /** Stored file names (the file store's), never a client's path. */
    billingProof: text('billing_proof'),
    intReportScreenshot: text('int_report_screenshot'),
    createdBy: integer('created_by').references(() => users.id),
    /** Bumped by every write; review decisions name the version they saw (409 when it moved on). */
    version: integer('version').notNull().default(1),
    /**
     * The review status a project sent back to PENDING was in: its resubmission returns there, so the
     * levels it had passed are not asked again. Null for a project never sent back, and once resubmitted.
     */
    resumeStatus: text('resume_status'),
    /** When the status last changed: how long a project has waited at its level. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('service_projects_club_idx').on(t.clubId),
    index('service_projects_status_idx').on(t.status),
    uniqueIndex('service_projects_code_uq').on(t.projectCode),
    // The project list's order (newest first, the index read backwards): a page without sorting every
    // project of the district.
    index('service_projects_newest_idx').on(t.createdAt, t.id),
    // Project searches match code and title anywhere in the text (ilike '%...%').
    index('service_projects_code_trgm').using('gin', sql`${t.projectCode} gin_trgm_ops`),
    index('service_projects_title_trgm').using('gin', sql`${t.projectTitle} gin_trgm_ops`),
    // A governor theme's project summary.
    index('service_projects_theme_idx').on(t.governorThemeId),
    // The Review Projects queue: the projects under review, longest waiting at their level first.
    index('service_projects_review_queue_idx')
      .on(t.statusChangedAt, t.id)
      .where(sql`${t.status} in (${sql.raw(REVIEW_PROJECT_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/** A member of a project's committee, in one of spec 3's positions (Project Chairman...). */
export const projectCommitteeMembers = pgTable(
  'project_committee_members',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    position: text('position').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('project_committee_project_idx').on(t.projectId),
    uniqueIndex('project_committee_member_uq').on(t.projectId, t.memberId),
  ],
);

/** A member's contribution to a project, in rupees. */
export const projectContributions = pgTable(
  'project_contributions',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    contributions: numeric('contributions', { mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('project_contributions_project_idx').on(t.projectId),
    uniqueIndex('project_contributions_member_uq').on(t.projectId, t.memberId),
  ],
);

/** A member who took part in a project. */
export const projectParticipants = pgTable(
  'project_participants',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ...timestamps(),
  },
  (t) => [
    index('project_participants_project_idx').on(t.projectId),
    uniqueIndex('project_participants_member_uq').on(t.projectId, t.memberId),
  ],
);

/** A photo or document of a project: one of spec 3 section 9's document types. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    /** The document type the officer chose (Photo 01, Project Report...). */
    documentType: text('document_type').notNull(),
    /** pdf or image, from the file's bytes. */
    kind: text('kind').notNull(),
    /** The stored file name. */
    path: text('path').notNull(),
    comments: text('comments'),
    /** The role the uploader acted in (spec 3: role {name}). */
    roleCode: text('role_code'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [index('project_documents_project_idx').on(t.projectId)],
);

/** One move of a project's status: who (member and role), when, to what, and why. */
export const projectStatusLogs = pgTable(
  'project_status_logs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    status: text('status').notNull(),
    /** The role code acted in, or the review level's name for the project chairman. */
    roleCode: text('role_code'),
    memberId: integer('member_id').references(() => members.id),
    comment: text('comment'),
    /**
     * What else the move was: 'resubmitted' (a project sent back, submitted again and returned to the
     * level that sent it back) or 'chairman_stand_in' (the club's president or secretary passed the
     * Project Chairman's level for a chairman without a sign-in). Null for a plain move.
     */
    note: text('note'),
    ...timestamps(),
  },
  (t) => [index('project_status_logs_project_idx').on(t.projectId)],
);

/** An estimated point line of a project (spec 3 "Point line"), decided line by line by the evaluator. */
export const projectPointLines = pgTable(
  'project_point_lines',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    /** The item of schemas/projects/points.json the line comes from (matched on recalculation). */
    itemKey: text('item_key').notNull(),
    title: text('title').notNull(),
    comment: text('comment'),
    quantity: numeric('quantity', { mode: 'number' }).notNull().default(0),
    unitPoint: numeric('unit_point', { mode: 'number' }).notNull().default(0),
    totalPoint: numeric('total_point', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('PENDING'),
    rejectComment: text('reject_comment'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('project_point_lines_item_uq').on(t.projectId, t.itemKey),
    // A project's estimate (the sum of its lines) read from the index alone, as the reports sum it.
    index('project_point_lines_total_idx').on(t.projectId, t.totalPoint),
  ],
);

/**
 * Points a project earned for its club: the approved lines' sum, written at final approval, and
 * each later adjustment (signed, with its reason). A club's project points are the sum of these.
 */
export const projectPoints = pgTable(
  'project_points',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    points: numeric('points', { mode: 'number' }).notNull(),
    comment: text('comment'),
    /** 'approval' for the approved lines' sum, 'adjustment' for the evaluator's later changes. */
    kind: text('kind').notNull().default('approval'),
    /** The adjustment this one reverses (a counter-adjustment names it); at most one reversal each. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => projectPoints.id),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('project_points_reverses_uq')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index('project_points_club_idx').on(t.clubId),
    // A project's points (their sum) read from the index alone, as the reports sum them.
    index('project_points_project_idx').on(t.projectId, t.points),
  ],
);
