CREATE TABLE "search_facets" (
	"facet_key" bigint PRIMARY KEY NOT NULL,
	"domain_id" smallint NOT NULL,
	"year" smallint NOT NULL,
	"label_ids" integer[] NOT NULL
);
--> statement-breakpoint
-- Hand-written: the keys of rows indexed before this table existed.
INSERT INTO "search_facets" ("facet_key", "domain_id", "year", "label_ids")
SELECT DISTINCT ON ("facet_key") "facet_key", "domain_id", "year", "label_ids" FROM "search_docs" ORDER BY "facet_key";
