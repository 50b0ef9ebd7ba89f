DROP INDEX "members_club_idx";--> statement-breakpoint
CREATE INDEX "members_club_name_idx" ON "members" USING btree ("club_id","display_name","id");--> statement-breakpoint
CREATE INDEX "members_name_idx" ON "members" USING btree ("display_name","id");