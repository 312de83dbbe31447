CREATE TABLE "keyword_monthly" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"no_hits" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "keyword_monthly_month_user_id_group_id_keyword_pk" PRIMARY KEY("month","user_id","group_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "subject_monthly" (
	"month" date NOT NULL,
	"domain_id" smallint NOT NULL,
	"subject_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_monthly_domain_id_subject_id_month_group_id_action_pk" PRIMARY KEY("domain_id","subject_id","month","group_id","action")
);
--> statement-breakpoint
CREATE INDEX "keyword_monthly_user_month_idx" ON "keyword_monthly" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "subject_monthly_domain_action_month_idx" ON "subject_monthly" USING btree ("domain_id","action","month");--> statement-breakpoint
-- The months of the daily rollups already kept.
INSERT INTO "subject_monthly" ("month", "domain_id", "subject_id", "group_id", "action", "count", "amount")
SELECT date_trunc('month', "day")::date, "domain_id", "subject_id", "group_id", "action", sum("count")::int, sum("amount")
FROM "subject_daily" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "keyword_monthly" ("month", "user_id", "group_id", "keyword", "count", "no_hits", "last_at")
SELECT date_trunc('month', "day")::date, "user_id", "group_id", "keyword", sum("count")::int, sum("no_hits")::int, max("last_at")
FROM "keyword_daily" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE "subject_monthly";
--> statement-breakpoint
ANALYZE "keyword_monthly";
