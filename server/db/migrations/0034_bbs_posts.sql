CREATE TABLE "bbs_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'visible' NOT NULL,
	"flagged_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbs_experts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bbs_invitations" (
	"post_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bbs_invitations_post_id_expert_id_pk" PRIMARY KEY("post_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "bbs_knowledge_links" (
	"post_id" integer NOT NULL,
	"answer_id" integer DEFAULT 0 NOT NULL,
	"wiki_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bbs_knowledge_links_post_id_answer_id_pk" PRIMARY KEY("post_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "bbs_post_topics" (
	"post_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "bbs_post_topics_post_id_topic_id_pk" PRIMARY KEY("post_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "bbs_posts" (
	"knowledge_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"plate_id" integer NOT NULL,
	"case_background" text DEFAULT '' NOT NULL,
	"case_problem" text DEFAULT '' NOT NULL,
	"case_analysis" text DEFAULT '' NOT NULL,
	"case_solution" text DEFAULT '' NOT NULL,
	"case_result" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" integer,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'visible' NOT NULL,
	"flagged_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbs_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbs_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"proposer_id" integer,
	"state" text DEFAULT 'proposed' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbs_votes" (
	"user_id" integer NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bbs_votes_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "answer_id" integer;--> statement-breakpoint
ALTER TABLE "bbs_answers" ADD CONSTRAINT "bbs_answers_post_id_knowledge_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_answers" ADD CONSTRAINT "bbs_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_experts" ADD CONSTRAINT "bbs_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_experts" ADD CONSTRAINT "bbs_experts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_invitations" ADD CONSTRAINT "bbs_invitations_post_id_knowledge_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_invitations" ADD CONSTRAINT "bbs_invitations_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_invitations" ADD CONSTRAINT "bbs_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_knowledge_links" ADD CONSTRAINT "bbs_knowledge_links_post_id_knowledge_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_knowledge_links" ADD CONSTRAINT "bbs_knowledge_links_wiki_id_knowledge_id_fk" FOREIGN KEY ("wiki_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_knowledge_links" ADD CONSTRAINT "bbs_knowledge_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_post_topics" ADD CONSTRAINT "bbs_post_topics_post_id_knowledge_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_post_topics" ADD CONSTRAINT "bbs_post_topics_topic_id_bbs_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."bbs_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_posts" ADD CONSTRAINT "bbs_posts_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_posts" ADD CONSTRAINT "bbs_posts_plate_id_bbs_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."bbs_plates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_reports" ADD CONSTRAINT "bbs_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_reports" ADD CONSTRAINT "bbs_reports_post_id_knowledge_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_reports" ADD CONSTRAINT "bbs_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_topics" ADD CONSTRAINT "bbs_topics_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_topics" ADD CONSTRAINT "bbs_topics_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_votes" ADD CONSTRAINT "bbs_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbs_answers_post_idx" ON "bbs_answers" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "bbs_answers_author_idx" ON "bbs_answers" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bbs_answers_accepted_uq" ON "bbs_answers" USING btree ("post_id") WHERE accepted;--> statement-breakpoint
CREATE INDEX "bbs_invitations_expert_idx" ON "bbs_invitations" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "bbs_post_topics_topic_idx" ON "bbs_post_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "bbs_posts_plate_idx" ON "bbs_posts" USING btree ("plate_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "bbs_posts_kind_idx" ON "bbs_posts" USING btree ("kind","state","last_activity_at");--> statement-breakpoint
CREATE INDEX "bbs_posts_hot_idx" ON "bbs_posts" USING btree ("state","hot_score");--> statement-breakpoint
CREATE INDEX "bbs_posts_unanswered_idx" ON "bbs_posts" USING btree ("last_activity_at") WHERE kind = 'question' and answer_count = 0 and state = 'visible';--> statement-breakpoint
CREATE INDEX "bbs_reports_state_idx" ON "bbs_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bbs_reports_open_uq" ON "bbs_reports" USING btree ("reporter_id","target_type","target_id") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "bbs_topics_name_uq" ON "bbs_topics" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "bbs_topics_state_idx" ON "bbs_topics" USING btree ("state");--> statement-breakpoint
CREATE INDEX "bbs_votes_target_idx" ON "bbs_votes" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "comments_answer_idx" ON "comments" USING btree ("answer_id") WHERE answer_id is not null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_answer_id_bbs_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."bbs_answers"("id") ON DELETE cascade ON UPDATE no action;
