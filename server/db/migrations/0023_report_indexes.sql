CREATE INDEX "event_daily_day_action_idx" ON "event_daily" USING btree ("day","action");--> statement-breakpoint
CREATE INDEX "event_daily_group_day_idx" ON "event_daily" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "subject_daily_day_action_idx" ON "subject_daily" USING btree ("day","action");--> statement-breakpoint
-- The event log's report filters beyond user, subject and action (migration 0014): a data scope's
-- group list over a period, and the search report's keywords (search events only).
CREATE INDEX "events_group_idx" ON "events" USING btree ("group_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "events_search_keyword_idx" ON "events" USING btree (("detail"->>'keyword'), "occurred_at") WHERE "action" = 'search';
--> statement-breakpoint
-- The partitions of every month from `first_month` (any day of it) to `months_ahead` past this one:
-- a backfill of past events (the demo's history, `npm run seed:events`) writes into month partitions
-- instead of the default one. Same rules as migration 0014's function, which now calls this one.
CREATE FUNCTION "events_ensure_partitions_from"(first_month date, months_ahead integer DEFAULT 2) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	last_month date := (date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') + make_interval(months => months_ahead))::date;
	m_start date := date_trunc('month', first_month)::date;
	part text;
	lo timestamptz;
	hi timestamptz;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('events_ensure_partitions'));
	WHILE m_start <= last_month LOOP
		part := 'events_' || to_char(m_start, 'YYYYMM');
		IF to_regclass(part) IS NULL THEN
			lo := m_start::timestamp AT TIME ZONE 'Asia/Shanghai';
			hi := (m_start + interval '1 month')::timestamp AT TIME ZONE 'Asia/Shanghai';
			EXECUTE format('CREATE TABLE %I (LIKE "events" INCLUDING DEFAULTS)', part);
			EXECUTE format(
				'WITH moved AS (DELETE FROM "events_default" WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
				lo, hi, part);
			EXECUTE format('ALTER TABLE "events" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
		END IF;
		m_start := (m_start + interval '1 month')::date;
	END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "events_ensure_partitions"(months_ahead integer DEFAULT 2) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "events_ensure_partitions_from"((now() AT TIME ZONE 'Asia/Shanghai')::date, months_ahead);
END
$$;
