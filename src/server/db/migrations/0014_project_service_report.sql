ALTER TABLE "service_projects" ADD COLUMN "volunteer_hours" integer;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "funds_raised" numeric;