CREATE TABLE "file_fingerprints" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"image_hash" bit(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_fingerprints_sha256_idx" ON "file_fingerprints" USING btree ("sha256");