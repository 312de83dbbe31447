ALTER TABLE "document_downloads" ADD COLUMN "grant_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "document_downloads_grant_uq" ON "document_downloads" USING btree ("grant_key");