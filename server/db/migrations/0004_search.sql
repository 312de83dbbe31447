CREATE TABLE "search_docs" (
	"knowledge_id" integer PRIMARY KEY NOT NULL,
	"domain_id" smallint NOT NULL,
	"title_norm" text NOT NULL,
	"body_norm" text NOT NULL,
	"body_len" integer NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"title_tsv" "tsvector" NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"facet_key" bigint NOT NULL,
	"year" smallint NOT NULL,
	"author_id" integer NOT NULL,
	"group_id" integer,
	"vis_all" boolean NOT NULL,
	"vis_group_ids" integer[],
	"vis_user_ids" integer[],
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"index_version" smallint NOT NULL,
	"toast_pad" "bytea" DEFAULT decode(repeat('00', 2048), 'hex') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"useful" boolean NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"keyword_norm" text NOT NULL,
	"keyword_pinyin" text DEFAULT '' NOT NULL,
	"keyword_initials" text DEFAULT '' NOT NULL,
	"filters" jsonb NOT NULL,
	"total" integer NOT NULL,
	"took_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicked_knowledge_id" integer,
	"clicked_position" integer,
	"clicked_at" timestamp with time zone,
	"click_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_docs" ADD CONSTRAINT "search_docs_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_feedback" ADD CONSTRAINT "search_feedback_search_id_search_logs_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_feedback" ADD CONSTRAINT "search_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_logs" ADD CONSTRAINT "search_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_docs_tsv_idx" ON "search_docs" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_docs_title_tsv_idx" ON "search_docs" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "search_docs_labels_idx" ON "search_docs" USING gin ("label_ids");--> statement-breakpoint
CREATE INDEX "search_docs_published_idx" ON "search_docs" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "search_docs_version_idx" ON "search_docs" USING btree ("index_version");--> statement-breakpoint
CREATE UNIQUE INDEX "search_feedback_search_uq" ON "search_feedback" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "search_feedback_created_idx" ON "search_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_logs_user_idx" ON "search_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_logs_created_idx" ON "search_logs" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (server/search): keep the filter, facet and sort columns inline and move the vectors and body out of line, so scanning many matches reads narrow rows (see toast_pad in server/db/schema/search.ts).
ALTER TABLE "search_docs" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "title_norm" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "label_ids" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "vis_group_ids" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "vis_user_ids" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "tsv" SET STORAGE EXTERNAL;
