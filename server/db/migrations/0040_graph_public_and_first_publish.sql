ALTER TABLE "bbs_posts" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "graph_nodes" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 27: the public graph pages were on by default and showed staff and internal structure to anyone.
-- They are off until an administrator turns them on and marks which classes are public.
UPDATE "config_items" SET "value" = '0', "updated_at" = now() WHERE "code" = 'graph.public';--> statement-breakpoint
-- Posts already published: their creation is the best record of when they first were.
UPDATE "bbs_posts" SET "first_published_at" = "created_at"
  WHERE "knowledge_id" IN (SELECT "id" FROM "knowledge" WHERE "published_version" IS NOT NULL);
