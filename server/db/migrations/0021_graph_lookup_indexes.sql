CREATE TABLE "graph_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "graph_edges_target_idx";--> statement-breakpoint
CREATE INDEX "graph_edges_target_idx" ON "graph_edges" USING btree ("target_id","relation_type_id","source_id");--> statement-breakpoint
-- Entity suggestions and the entity list look names up by any part (李白 for "白") and pinyin by its
-- start: with 300k+ entities (the poetry graph) a scan of every node's keys took about a second.
-- These expressions give both an index: the characters and character pairs of the normalised names
-- and aliases (a typed text of two or more characters is found among nodes holding all its pairs,
-- then checked exactly), and every start of their pinyin up to 20 letters. They are SQL functions
-- with a FROM clause, so the planner never inlines them and queries match the indexed expressions.
CREATE FUNCTION graph_key_grams(keys text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(k, i, 1) AS g FROM unnest(keys) AS k, generate_series(1, char_length(k)) AS i
    UNION ALL
    SELECT substr(k, i, 2) FROM unnest(keys) AS k, generate_series(1, char_length(k) - 1) AS i) x
$$;--> statement-breakpoint
CREATE FUNCTION graph_pinyin_prefixes(keys text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(k, i)), '{}'::text[])
  FROM unnest(keys) AS k, generate_series(1, least(char_length(k), 20)) AS i
$$;--> statement-breakpoint
CREATE INDEX "graph_nodes_key_grams_idx" ON "graph_nodes" USING gin (graph_key_grams("name_keys")) WHERE "type" = 2;--> statement-breakpoint
CREATE INDEX "graph_nodes_pinyin_prefix_idx" ON "graph_nodes" USING gin (graph_pinyin_prefixes("pinyin_keys")) WHERE "type" = 2;
--> statement-breakpoint
-- The graph's change count: every statement that writes nodes or edges adds one, in its own
-- transaction, so a reader sees the new count exactly when it sees the change.
INSERT INTO "graph_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION graph_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "graph_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "graph_edges_version_trg" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "graph_edges"
  FOR EACH STATEMENT EXECUTE FUNCTION graph_bump_version();--> statement-breakpoint
CREATE TRIGGER "graph_nodes_version_trg" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "graph_nodes"
  FOR EACH STATEMENT EXECUTE FUNCTION graph_bump_version();
