CREATE TABLE "knowledge_files" (
	"knowledge_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "knowledge_files_knowledge_id_version_file_id_role_pk" PRIMARY KEY("knowledge_id","version","file_id","role")
);
--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_files_file_idx" ON "knowledge_files" USING btree ("file_id");--> statement-breakpoint
-- Covers were checked when saved (the editor's own upload or the item's own image): every version keeps its cover.
INSERT INTO "knowledge_files" ("knowledge_id", "version", "file_id", "role")
SELECT v.knowledge_id, v.version, v.cover_file_id, 'cover'
FROM knowledge_versions v JOIN files f ON f.id = v.cover_file_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Body images saved before they were checked: kept only when the version's editor or the item's author uploaded them.
INSERT INTO "knowledge_files" ("knowledge_id", "version", "file_id", "role")
SELECT DISTINCT v.knowledge_id, v.version, f.id, 'body'
FROM knowledge_versions v
JOIN knowledge k ON k.id = v.knowledge_id
CROSS JOIN LATERAL regexp_matches(v.content, '<img[^>]*data-file-id="([0-9]{1,10})"', 'g') m
JOIN files f ON f.id = m[1]::bigint AND f.mime LIKE 'image/%' AND f.owner_id IN (v.editor_id, k.author_id)
ON CONFLICT DO NOTHING;
