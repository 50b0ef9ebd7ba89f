ALTER TABLE "activities" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_points" ADD COLUMN "item_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_points" ADD COLUMN "reject_comment" text;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;