ALTER TABLE "image_paths" ADD COLUMN "blob_key" text;--> statement-breakpoint
ALTER TABLE "image_paths" ADD COLUMN "mime" text;