CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL
);
