ALTER TABLE "problems" ADD COLUMN "package_hash" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "content_hash" text;