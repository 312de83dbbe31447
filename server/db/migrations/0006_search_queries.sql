CREATE TABLE "search_queries" (
	"keyword_norm" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"keyword_pinyin" text NOT NULL,
	"keyword_initials" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"keyword_norm" text NOT NULL,
	"user_id" integer NOT NULL,
	"searches" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_query_days_day_keyword_norm_user_id_pk" PRIMARY KEY("day","keyword_norm","user_id")
);
--> statement-breakpoint
ALTER TABLE "search_query_days" ADD CONSTRAINT "search_query_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_query_days_keyword_idx" ON "search_query_days" USING btree ("keyword_norm");--> statement-breakpoint
-- Hand-written: the keywords and daily counts of searches logged before these tables existed.
INSERT INTO "search_queries" ("keyword_norm", "keyword", "keyword_pinyin", "keyword_initials")
SELECT DISTINCT ON ("keyword_norm") "keyword_norm", "keyword", "keyword_pinyin", "keyword_initials" FROM "search_logs"
WHERE "keyword_norm" <> '' AND "total" > 0 ORDER BY "keyword_norm", "created_at" DESC;--> statement-breakpoint
INSERT INTO "search_query_days" ("day", "keyword_norm", "user_id", "searches", "last_at")
SELECT ("created_at" AT TIME ZONE 'Asia/Shanghai')::date, "keyword_norm", "user_id", count(*), max("created_at") FROM "search_logs"
WHERE "keyword_norm" <> '' AND "total" > 0 GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "search_logs" DROP COLUMN "keyword_pinyin";--> statement-breakpoint
ALTER TABLE "search_logs" DROP COLUMN "keyword_initials";