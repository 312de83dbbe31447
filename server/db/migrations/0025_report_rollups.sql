CREATE TABLE "group_daily" (
	"day" date NOT NULL,
	"group_id" integer NOT NULL,
	"domain_id" smallint NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "group_daily_day_group_id_domain_id_action_pk" PRIMARY KEY("day","group_id","domain_id","action")
);
--> statement-breakpoint
CREATE TABLE "keyword_daily" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"no_hits" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "keyword_daily_day_user_id_group_id_keyword_pk" PRIMARY KEY("day","user_id","group_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "user_daily" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"domains" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_day_user_id_group_id_pk" PRIMARY KEY("day","user_id","group_id")
);
--> statement-breakpoint
CREATE INDEX "keyword_daily_user_day_idx" ON "keyword_daily" USING btree ("user_id","day");--> statement-breakpoint
-- The new rollups of the events already recorded: the person-less and per-person-day ones from
-- the per-person rollup, the keyword one from the searches themselves.
INSERT INTO "group_daily" ("day", "group_id", "domain_id", "action", "count", "amount")
SELECT "day", "group_id", "domain_id", "action", sum("count")::int, sum("amount") FROM "event_daily"
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "user_daily" ("day", "user_id", "group_id", "domains")
SELECT "day", "user_id", "group_id", bit_or(1 << "domain_id") FROM "event_daily" WHERE "user_id" <> 0
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "keyword_daily" ("day", "user_id", "group_id", "keyword", "count", "no_hits", "last_at")
SELECT ("occurred_at" AT TIME ZONE 'Asia/Shanghai')::date, coalesce("user_id", 0), coalesce("group_id", 0),
  coalesce("detail"->>'keyword', ''), count(*)::int,
  (count(*) FILTER (WHERE coalesce(("detail"->>'hits')::int, 0) = 0))::int, max("occurred_at")
FROM "events" WHERE "action" = 'search'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE "group_daily";
--> statement-breakpoint
ANALYZE "user_daily";
--> statement-breakpoint
ANALYZE "keyword_daily";
