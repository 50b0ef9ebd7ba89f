DROP INDEX "ora_role_idx";--> statement-breakpoint
DROP INDEX "project_points_project_idx";--> statement-breakpoint
CREATE INDEX "clubs_name_trgm" ON "clubs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_name_trgm" ON "regions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zones_name_trgm" ON "zones" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_active_name_idx" ON "members" USING btree ("display_name","id") WHERE "members"."status" = 'active';--> statement-breakpoint
CREATE INDEX "project_point_lines_total_idx" ON "project_point_lines" USING btree ("project_id","total_point");--> statement-breakpoint
CREATE INDEX "service_projects_code_trgm" ON "service_projects" USING gin ("project_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_projects_title_trgm" ON "service_projects" USING gin ("project_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_projects_theme_idx" ON "service_projects" USING btree ("governor_theme_id");--> statement-breakpoint
CREATE INDEX "ora_role_idx" ON "office_role_assignments" USING btree ("office_role_id","date_to","date_from","member_id");--> statement-breakpoint
CREATE INDEX "project_points_project_idx" ON "project_points" USING btree ("project_id","points");