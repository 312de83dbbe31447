CREATE TABLE "blob_chunks" (
	"content_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_chunks_content_id_seq_pk" PRIMARY KEY("content_id","seq")
);
--> statement-breakpoint
CREATE TABLE "blob_contents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sha256" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"chunk_size" integer NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blob_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"content_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blob_chunks" ADD CONSTRAINT "blob_chunks_content_id_blob_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."blob_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blob_keys" ADD CONSTRAINT "blob_keys_content_id_blob_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."blob_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blob_contents_sha256_uq" ON "blob_contents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "blob_contents_pending_idx" ON "blob_contents" USING btree ("touched_at") WHERE sha256 is null;--> statement-breakpoint
CREATE INDEX "blob_keys_content_idx" ON "blob_keys" USING btree ("content_id");--> statement-breakpoint
-- Chunks are mostly media and office files, compressed already: stored out of line uncompressed (EXTERNAL),
-- so PostgreSQL does not try to compress them again and substring() reads only the TOAST slices a Range needs.
ALTER TABLE "blob_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
