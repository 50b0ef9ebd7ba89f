CREATE INDEX "clubs_name_idx" ON "clubs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "activities_month_idx" ON "activities" USING btree ("lions_year","month");--> statement-breakpoint
CREATE INDEX "activities_month_newest_idx" ON "activities" USING btree ("lions_year","month","created_at","id");--> statement-breakpoint
CREATE INDEX "service_projects_newest_idx" ON "service_projects" USING btree ("created_at","id");