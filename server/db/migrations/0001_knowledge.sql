CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourite_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_knowledge_id_pk" PRIMARY KEY("user_id","knowledge_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"user_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprints_user_id_knowledge_id_day_pk" PRIMARY KEY("user_id","knowledge_id","day")
);
--> statement-breakpoint
CREATE TABLE "knowledge" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_file_id" integer,
	"author_id" integer NOT NULL,
	"group_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"published_version" integer,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"favourite_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "knowledge_labels" (
	"knowledge_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "knowledge_labels_knowledge_id_label_id_pk" PRIMARY KEY("knowledge_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"group_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_file_id" integer,
	"visibility" jsonb DEFAULT '{"scope":"all","groupIds":[],"userIds":[]}'::jsonb NOT NULL,
	"editor_id" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"change_summary" text,
	"rollback_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_comment" text
);
--> statement-breakpoint
CREATE TABLE "knowledge_visibility" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"group_id" integer,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "list_strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"domain_id" smallint NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_folders" ADD CONSTRAINT "favourite_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_folder_id_favourite_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."favourite_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge" ADD CONSTRAINT "knowledge_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge" ADD CONSTRAINT "knowledge_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_labels" ADD CONSTRAINT "knowledge_labels_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_versions" ADD CONSTRAINT "knowledge_versions_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_versions" ADD CONSTRAINT "knowledge_versions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_visibility" ADD CONSTRAINT "knowledge_visibility_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_strategies" ADD CONSTRAINT "list_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_k_idx" ON "comments" USING btree ("knowledge_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_folders_name_uq" ON "favourite_folders" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "favourites_folder_idx" ON "favourites" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "footprints_k_day_idx" ON "footprints" USING btree ("knowledge_id","day");--> statement-breakpoint
CREATE INDEX "knowledge_domain_pub_idx" ON "knowledge" USING btree ("domain_id","published_at");--> statement-breakpoint
CREATE INDEX "knowledge_author_idx" ON "knowledge" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "knowledge_group_idx" ON "knowledge" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "knowledge_deleted_idx" ON "knowledge" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "knowledge_title_trgm_idx" ON "knowledge" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_labels_label_idx" ON "knowledge_labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_versions_uq" ON "knowledge_versions" USING btree ("knowledge_id","version");--> statement-breakpoint
CREATE INDEX "knowledge_versions_status_idx" ON "knowledge_versions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "knowledge_visibility_k_idx" ON "knowledge_visibility" USING btree ("knowledge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_strategies_name_uq" ON "list_strategies" USING btree ("user_id","domain_id","name");