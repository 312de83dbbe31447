CREATE TABLE "graph_edges" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"relation_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graph_entity_knowledge" (
	"node_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"domain_id" smallint NOT NULL,
	CONSTRAINT "graph_entity_knowledge_node_id_knowledge_id_pk" PRIMARY KEY("node_id","knowledge_id")
);
--> statement-breakpoint
CREATE TABLE "graph_mentions" (
	"node_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "graph_mentions_node_id_knowledge_id_pk" PRIMARY KEY("node_id","knowledge_id")
);
--> statement-breakpoint
CREATE TABLE "graph_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"parent_id" integer,
	"class_id" integer,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text,
	"icon" text,
	"title_marks" boolean DEFAULT false NOT NULL,
	"name_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinyin_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"degree" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graph_relation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inverse_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "graph_relation_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "graph_edges" ADD CONSTRAINT "graph_edges_source_id_graph_nodes_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."graph_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_edges" ADD CONSTRAINT "graph_edges_target_id_graph_nodes_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."graph_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_edges" ADD CONSTRAINT "graph_edges_relation_type_id_graph_relation_types_id_fk" FOREIGN KEY ("relation_type_id") REFERENCES "public"."graph_relation_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_entity_knowledge" ADD CONSTRAINT "graph_entity_knowledge_node_id_graph_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."graph_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_entity_knowledge" ADD CONSTRAINT "graph_entity_knowledge_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_mentions" ADD CONSTRAINT "graph_mentions_node_id_graph_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."graph_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_mentions" ADD CONSTRAINT "graph_mentions_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "graph_edges_uq" ON "graph_edges" USING btree ("source_id","relation_type_id","target_id");--> statement-breakpoint
CREATE INDEX "graph_edges_target_idx" ON "graph_edges" USING btree ("target_id","relation_type_id");--> statement-breakpoint
CREATE INDEX "graph_entity_knowledge_k_idx" ON "graph_entity_knowledge" USING btree ("knowledge_id");--> statement-breakpoint
CREATE INDEX "graph_mentions_k_idx" ON "graph_mentions" USING btree ("knowledge_id");--> statement-breakpoint
CREATE INDEX "graph_nodes_class_idx" ON "graph_nodes" USING btree ("class_id","degree");--> statement-breakpoint
CREATE INDEX "graph_nodes_parent_idx" ON "graph_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "graph_nodes_class_name_uq" ON "graph_nodes" USING btree ("type",coalesce("class_id", 0),"name");--> statement-breakpoint
-- A class cannot go while entities or sub-classes still name it (drizzle cannot declare self references here).
ALTER TABLE "graph_nodes" ADD CONSTRAINT "graph_nodes_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "graph_nodes"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "graph_nodes" ADD CONSTRAINT "graph_nodes_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "graph_nodes"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "graph_nodes" ADD CONSTRAINT "graph_nodes_type_ck" CHECK (("type" = 1 AND "class_id" IS NULL) OR ("type" = 2 AND "class_id" IS NOT NULL AND "parent_id" IS NULL));--> statement-breakpoint
-- Each node's degree follows its edges in the same transaction, whoever writes them (screens, imports,
-- the seed): the path search's super-node guard must never read a stale degree.
CREATE FUNCTION graph_edges_degree() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "graph_nodes" SET "degree" = "degree" + 1 WHERE "id" IN (NEW."source_id", NEW."target_id");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "graph_nodes" SET "degree" = "degree" - 1 WHERE "id" IN (OLD."source_id", OLD."target_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "graph_edges_degree_trg" AFTER INSERT OR DELETE ON "graph_edges"
  FOR EACH ROW EXECUTE FUNCTION graph_edges_degree();--> statement-breakpoint
-- Editing and importing the graph became a permission key (issue 15): the system administrators' role
-- holds every key, so it gains this one too; other roles get it when an administrator grants it.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['ROLE_GRAPH_MANAGE']::text[]) ORDER BY 1
)
WHERE "name" = '系统管理员';
