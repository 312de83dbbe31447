CREATE TABLE "document_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_meta" (
	"knowledge_id" integer PRIMARY KEY NOT NULL,
	"question" text,
	"is_chronicle" boolean DEFAULT false NOT NULL,
	"region" text,
	"year" integer,
	"download_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"poster_file_id" integer,
	"kind" text NOT NULL,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"user_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_knowledge_id_pk" PRIMARY KEY("user_id","knowledge_id")
);
--> statement-breakpoint
CREATE TABLE "video_watch_daily" (
	"user_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "video_watch_daily_user_id_knowledge_id_day_pk" PRIMARY KEY("user_id","knowledge_id","day")
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD COLUMN "preview_file_id" integer;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_meta" ADD CONSTRAINT "document_meta_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_poster_file_id_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_daily" ADD CONSTRAINT "video_watch_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_daily" ADD CONSTRAINT "video_watch_daily_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_downloads_k_idx" ON "document_downloads" USING btree ("knowledge_id","created_at");--> statement-breakpoint
CREATE INDEX "document_downloads_user_idx" ON "document_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_meta_chronicle_idx" ON "document_meta" USING btree ("is_chronicle","region","year");--> statement-breakpoint
CREATE UNIQUE INDEX "video_files_version_uq" ON "video_files" USING btree ("knowledge_id","version");--> statement-breakpoint
CREATE INDEX "video_files_file_idx" ON "video_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "video_watch_daily_day_idx" ON "video_watch_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_preview_file_id_files_id_fk" FOREIGN KEY ("preview_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;