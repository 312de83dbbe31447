ALTER TABLE "search_feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_feedback" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "search_feedback" ADD CONSTRAINT "search_feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The search log report finds each search's first click by the search log id the click carries (decision 028).
CREATE INDEX IF NOT EXISTS "events_click_search_idx" ON "events" USING btree ("object_id", "occurred_at") WHERE "action" = 'click';
