CREATE SEQUENCE "public"."project_code_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "project_points" ADD COLUMN "reverses_id" integer;--> statement-breakpoint
ALTER TABLE "project_status_logs" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "resume_status" text;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_points" ADD CONSTRAINT "project_points_reverses_id_project_points_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."project_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_points_reverses_uq" ON "project_points" USING btree ("reverses_id") WHERE "project_points"."reverses_id" is not null;--> statement-breakpoint
-- How long each project has waited at its status: since its newest history row.
UPDATE "service_projects" AS p SET "status_changed_at" = l.at
  FROM (SELECT "project_id", max("created_at") AS at FROM "project_status_logs" GROUP BY "project_id") AS l
  WHERE l."project_id" = p."id";--> statement-breakpoint
-- Codes drawn so far were the projects' ids: the numbers go on after the highest.
SELECT setval('project_code_numbers', coalesce((SELECT max("id") FROM "service_projects"), 0) + 1, false);--> statement-breakpoint
-- A draft never submitted holds no code (codes are drawn at the first submission).
UPDATE "service_projects" SET "project_code" = NULL WHERE "status" = 'PROCESSING';--> statement-breakpoint
-- A project waiting in PENDING returns, once resubmitted, to the review status it was sent back from.
UPDATE "service_projects" AS p SET "resume_status" = back.status
  FROM (
    SELECT DISTINCT ON (l."project_id") l."project_id", b.status
    FROM "project_status_logs" AS l
    JOIN LATERAL (
      SELECT e."status" FROM "project_status_logs" AS e
      WHERE e."project_id" = l."project_id" AND (e."created_at", e."id") < (l."created_at", l."id")
      ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1
    ) AS b ON true
    WHERE l."status" = 'PENDING'
    ORDER BY l."project_id", l."created_at" DESC, l."id" DESC
  ) AS back
  WHERE p."id" = back."project_id" AND p."status" = 'PENDING'
    AND back.status IN ('SUBMITTED', 'PROJECT_CHAIRMAN_REVIEW', 'CLUB_PRESIDENT_SECRETARY_REVIEW',
      'ZONE_CHAIRPERSON_REVIEW', 'REGION_CPE_CHAIRPERSON_REVIEW', 'REGION_GST_REVIEW');
