-- Decision 020: one append-only event log, partitioned by month (Asia/Shanghai month
-- boundaries). Written by hand: drizzle-kit does not model partitioned tables, so the
-- table is not in the drizzle schema and the engine (server/events) writes it with SQL.
CREATE TABLE "events" (
	"id" bigserial NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"domain_id" smallint,
	"subject_id" integer,
	"object_id" integer,
	"ip" text,
	"detail" jsonb,
	CONSTRAINT "events_pkey" PRIMARY KEY ("occurred_at", "id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
-- Catches rows of a month whose partition is not made yet, so an insert never fails.
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "events_subject_idx" ON "events" USING btree ("domain_id", "subject_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "events_action_idx" ON "events" USING btree ("action", "occurred_at");
--> statement-breakpoint
-- Makes the partitions of this month and the next `months_ahead`; rows the default
-- partition caught for such a month move into it first (attaching would fail otherwise).
-- Idempotent; the advisory lock lets several server processes run it at once.
CREATE FUNCTION "events_ensure_partitions"(months_ahead integer DEFAULT 2) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	first_month date := date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai')::date;
	m_start date;
	part text;
	lo timestamptz;
	hi timestamptz;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('events_ensure_partitions'));
	FOR i IN 0..months_ahead LOOP
		m_start := (first_month + make_interval(months => i))::date;
		part := 'events_' || to_char(m_start, 'YYYYMM');
		CONTINUE WHEN to_regclass(part) IS NOT NULL;
		lo := m_start::timestamp AT TIME ZONE 'Asia/Shanghai';
		hi := (m_start + interval '1 month')::timestamp AT TIME ZONE 'Asia/Shanghai';
		EXECUTE format('CREATE TABLE %I (LIKE "events" INCLUDING DEFAULTS)', part);
		EXECUTE format(
			'WITH moved AS (DELETE FROM "events_default" WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
			lo, hi, part);
		EXECUTE format('ALTER TABLE "events" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
	END LOOP;
END
$$;
--> statement-breakpoint
SELECT "events_ensure_partitions"(2);
