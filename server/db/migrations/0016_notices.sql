CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"group_id" integer,
	"user_id" integer,
	CONSTRAINT "notice_targets_one_ck" CHECK (num_nonnulls("notice_targets"."group_id", "notice_targets"."user_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone,
	"author_id" integer,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_audience_ck" CHECK ("notices"."audience" in ('all', 'groups', 'users'))
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reads_user_idx" ON "notice_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_targets_notice_idx" ON "notice_targets" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notice_targets_group_idx" ON "notice_targets" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "notice_targets_user_idx" ON "notice_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_publish_idx" ON "notices" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "notices_unnotified_idx" ON "notices" USING btree ("publish_at") WHERE "notices"."notified_at" is null;--> statement-breakpoint
-- Publishing notices became a permission key (issue 14): the system
-- administrators' role holds every key, so it gains this one too.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['ROLE_NOTICE_MANAGE']::text[]) ORDER BY 1
)
WHERE "name" = '系统管理员';
