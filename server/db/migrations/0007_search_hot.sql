CREATE TABLE "search_hot_counts" (
	"token" text NOT NULL,
	"facet_key" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_hot_counts_token_facet_key_pk" PRIMARY KEY("token","facet_key")
);
--> statement-breakpoint
CREATE TABLE "search_hot_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (server/search/hot-tokens.ts): matches of restricted items, counted per search beside the hot counts.
CREATE INDEX "search_docs_restricted_tsv_idx" ON "search_docs" USING gin ("tsv") WHERE NOT "vis_all";--> statement-breakpoint
-- Hand-written: keeps search_hot_counts exact for every change of search_docs (writes, upserts, deletes and
-- cascades from purged items), in the changing statement's transaction. Deltas are applied in (token, facet_key)
-- order, so concurrent writers lock counts in the same order.
CREATE FUNCTION "search_hot_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_hot_tokens) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_hot_counts (token, facet_key, n)
    SELECT h.token, d.facet_key, count(*)::int
    FROM new_rows d CROSS JOIN LATERAL unnest(tsvector_to_array(d.tsv)) AS t(token)
    JOIN search_hot_tokens h ON h.token = t.token
    WHERE d.vis_all GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (token, facet_key) DO UPDATE SET n = search_hot_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_hot_counts (token, facet_key, n)
    SELECT h.token, d.facet_key, -count(*)::int
    FROM old_rows d CROSS JOIN LATERAL unnest(tsvector_to_array(d.tsv)) AS t(token)
    JOIN search_hot_tokens h ON h.token = t.token
    WHERE d.vis_all GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (token, facet_key) DO UPDATE SET n = search_hot_counts.n + excluded.n;
  ELSE
    INSERT INTO search_hot_counts (token, facet_key, n)
    SELECT h.token, c.facet_key, sum(c.delta)::int
    FROM (
      SELECT o.tsv, o.facet_key, -1 AS delta FROM old_rows o JOIN new_rows w ON w.knowledge_id = o.knowledge_id
      WHERE o.vis_all AND (o.facet_key <> w.facet_key OR NOT w.vis_all OR o.tsv <> w.tsv)
      UNION ALL
      SELECT w.tsv, w.facet_key, 1 FROM old_rows o JOIN new_rows w ON w.knowledge_id = o.knowledge_id
      WHERE w.vis_all AND (o.facet_key <> w.facet_key OR NOT o.vis_all OR o.tsv <> w.tsv)
    ) c CROSS JOIN LATERAL unnest(tsvector_to_array(c.tsv)) AS t(token)
    JOIN search_hot_tokens h ON h.token = t.token
    GROUP BY 1, 2 HAVING sum(c.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (token, facet_key) DO UPDATE SET n = search_hot_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_docs_hot_insert" AFTER INSERT ON "search_docs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_hot_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "search_docs_hot_update" AFTER UPDATE ON "search_docs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_hot_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "search_docs_hot_delete" AFTER DELETE ON "search_docs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_hot_counts_apply"();
