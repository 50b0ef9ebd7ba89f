CREATE TABLE "reminder_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"opted_out" integer DEFAULT 0 NOT NULL,
	"detail" text,
	CONSTRAINT "reminder_runs_day_unique" UNIQUE("day")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"day" date NOT NULL,
	"club_id" integer NOT NULL,
	"activity_key" text NOT NULL,
	"lions_year" integer NOT NULL,
	"month" text NOT NULL,
	"due_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_run_id_reminder_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reminder_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once_uq" ON "reminder_sends" USING btree ("club_id","activity_key","lions_year","month","user_id","day");--> statement-breakpoint
CREATE INDEX "reminder_sends_run_idx" ON "reminder_sends" USING btree ("run_id","id");