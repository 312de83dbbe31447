CREATE TABLE "event_daily" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"domain_id" smallint NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_day_user_id_group_id_domain_id_action_pk" PRIMARY KEY("day","user_id","group_id","domain_id","action")
);
--> statement-breakpoint
CREATE TABLE "subject_daily" (
	"day" date NOT NULL,
	"domain_id" smallint NOT NULL,
	"subject_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_daily_domain_id_subject_id_day_group_id_action_pk" PRIMARY KEY("domain_id","subject_id","day","group_id","action")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The rollups of the events recorded before them (comments, likes, favourites, shares since migration 0014).
INSERT INTO "event_daily" ("day", "user_id", "group_id", "domain_id", "action", "count")
SELECT (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(user_id, 0), coalesce(group_id, 0), coalesce(domain_id, 0), action, count(*)
FROM "events" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "subject_daily" ("day", "domain_id", "subject_id", "group_id", "action", "count")
SELECT (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, domain_id, subject_id, coalesce(group_id, 0), action, count(*)
FROM "events" WHERE domain_id IS NOT NULL AND subject_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
