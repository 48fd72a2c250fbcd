ALTER TABLE "problems" ADD COLUMN "scoring" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "max_score" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "group_results" jsonb;