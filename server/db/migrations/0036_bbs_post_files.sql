CREATE TABLE "bbs_post_files" (
	"knowledge_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bbs_post_files_knowledge_id_file_id_pk" PRIMARY KEY("knowledge_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "bbs_post_files" ADD CONSTRAINT "bbs_post_files_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_post_files" ADD CONSTRAINT "bbs_post_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbs_post_files_file_idx" ON "bbs_post_files" USING btree ("file_id");