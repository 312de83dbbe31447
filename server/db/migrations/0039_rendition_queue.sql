ALTER TABLE "document_files" ADD COLUMN "rendition_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" ADD COLUMN "rendition_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "document_files_rendition_idx" ON "document_files" USING btree ("id") WHERE rendition_pending;