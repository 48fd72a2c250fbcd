CREATE TABLE "photo_signatures" (
	"public_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL,
	"attached_at" timestamp (3) with time zone,
	"claimed_at" timestamp (3) with time zone,
	"failed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "photo_signatures_user_id_idx" ON "photo_signatures" USING btree ("user_id");--> statement-breakpoint
-- Profile photos already on Cloudinary are recorded as attached, so a later replacement or account deletion destroys them.
INSERT INTO "photo_signatures" ("public_id", "user_id", "signed_at", "attached_at")
SELECT "photo_public_id", "id", now(), now() FROM "users"
WHERE "photo_url" LIKE 'https://res.cloudinary.com/%' AND "photo_public_id" ~ '^profile/[0-9a-f]{24}/[0-9a-f]{16}$'
ON CONFLICT DO NOTHING;
