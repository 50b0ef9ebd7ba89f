CREATE TABLE "project_committee_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_committee_members_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "project_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"contributions" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contributions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"comments" text,
	"role_code" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_documents_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "project_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_participants_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "project_point_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"title" text NOT NULL,
	"comment" text,
	"quantity" numeric DEFAULT 0 NOT NULL,
	"unit_point" numeric DEFAULT 0 NOT NULL,
	"total_point" numeric DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_status_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"status" text NOT NULL,
	"role_code" text,
	"member_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_points" ADD COLUMN "kind" text DEFAULT 'approval' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_points" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "total_project_cost" numeric;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "direct_beneficiaries" integer;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "indirect_beneficiaries" integer;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "large_tree" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "small_tree" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "billing_proof" text;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "int_report_screenshot" text;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_committee_members" ADD CONSTRAINT "project_committee_members_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_committee_members" ADD CONSTRAINT "project_committee_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_participants" ADD CONSTRAINT "project_participants_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_participants" ADD CONSTRAINT "project_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_point_lines" ADD CONSTRAINT "project_point_lines_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_logs" ADD CONSTRAINT "project_status_logs_project_id_service_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."service_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_logs" ADD CONSTRAINT "project_status_logs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_committee_project_idx" ON "project_committee_members" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_committee_member_uq" ON "project_committee_members" USING btree ("project_id","member_id");--> statement-breakpoint
CREATE INDEX "project_contributions_project_idx" ON "project_contributions" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_contributions_member_uq" ON "project_contributions" USING btree ("project_id","member_id");--> statement-breakpoint
CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_participants_project_idx" ON "project_participants" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_participants_member_uq" ON "project_participants" USING btree ("project_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_point_lines_item_uq" ON "project_point_lines" USING btree ("project_id","item_key");--> statement-breakpoint
CREATE INDEX "project_status_logs_project_idx" ON "project_status_logs" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "project_points" ADD CONSTRAINT "project_points_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_projects" ADD CONSTRAINT "service_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_points_project_idx" ON "project_points" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "service_projects_status_idx" ON "service_projects" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "service_projects_code_uq" ON "service_projects" USING btree ("project_code");