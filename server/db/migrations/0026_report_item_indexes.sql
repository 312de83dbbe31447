-- The item reports (decision 028): one action's counts per item of a domain over a period read from
-- the index alone, and an item's distinct readers from its views without visiting the log's rows.
CREATE INDEX "subject_daily_domain_action_day_idx" ON "subject_daily" USING btree ("domain_id", "action", "day")
  INCLUDE ("subject_id", "group_id", "count");
--> statement-breakpoint
CREATE INDEX "events_view_readers_idx" ON "events" USING btree ("domain_id", "subject_id", "occurred_at")
  INCLUDE ("user_id", "group_id") WHERE "action" = 'view';
