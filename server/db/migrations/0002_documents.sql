CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page_count" integer,
	"extracted_text" text DEFAULT '' NOT NULL,
	"extract_status" text NOT NULL,
	"extract_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_version_uq" ON "document_files" USING btree ("knowledge_id","version");--> statement-breakpoint
CREATE INDEX "document_files_file_idx" ON "document_files" USING btree ("file_id");