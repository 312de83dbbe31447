ALTER TABLE "bbs_invitations" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
-- Invitations of published questions that are not held were told at publication; a held one's experts wait for approval.
UPDATE "bbs_invitations" i SET "told_at" = i."created_at"
FROM "bbs_posts" p JOIN "knowledge" k ON k."id" = p."knowledge_id"
WHERE p."knowledge_id" = i."post_id" AND k."published_version" IS NOT NULL AND p."state" <> 'held';
