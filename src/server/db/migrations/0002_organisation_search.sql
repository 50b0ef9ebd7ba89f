CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"club_id" integer NOT NULL,
	"key" text NOT NULL,
	"lions_year" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"date" date,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "activity_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"title" text NOT NULL,
	"comment" text,
	"cr_points" numeric DEFAULT 0 NOT NULL,
	"dr_points" numeric DEFAULT 0 NOT NULL,
	"total_points" numeric DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"points" numeric NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"club_id" integer NOT NULL,
	"project_code" text,
	"project_title" text,
	"project_type" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"governor_theme_id" integer,
	"date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_projects_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "dropped_from_club_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_points" ADD CONSTRAINT "activity_points_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_points" ADD CONSTRAINT "project_points_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_points" ADD CONSTRAINT "project_points_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_projects" ADD CONSTRAINT "service_projects_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_projects" ADD CONSTRAINT "service_projects_governor_theme_id_governor_themes_id_fk" FOREIGN KEY ("governor_theme_id") REFERENCES "public"."governor_themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_one_per_month_uq" ON "activities" USING btree ("club_id","key","lions_year","month");--> statement-breakpoint
CREATE INDEX "activities_club_year_idx" ON "activities" USING btree ("club_id","lions_year");--> statement-breakpoint
CREATE INDEX "activity_points_activity_idx" ON "activity_points" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "project_points_club_idx" ON "project_points" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "service_projects_club_idx" ON "service_projects" USING btree ("club_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dropped_from_club_id_clubs_id_fk" FOREIGN KEY ("dropped_from_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_name_uq" ON "clubs" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "zones_region_name_uq" ON "zones" USING btree ("region_id",lower("name"));--> statement-breakpoint
CREATE INDEX "members_dropped_from_idx" ON "members" USING btree ("dropped_from_club_id");--> statement-breakpoint
CREATE INDEX "members_search_trgm" ON "members" USING gin ("search_text" gin_trgm_ops);