CREATE TABLE "problem_statement_files" (
	"problem_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "problem_statement_files_problem_id_name_pk" PRIMARY KEY("problem_id","name")
);
--> statement-breakpoint
ALTER TABLE "problem_statement_files" ADD CONSTRAINT "problem_statement_files_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_statement_files_name_idx" ON "problem_statement_files" USING btree ("name");