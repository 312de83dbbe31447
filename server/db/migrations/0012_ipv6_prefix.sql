ALTER TABLE "auth_attempts" ADD COLUMN "prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_attempts_prefix_idx" ON "auth_attempts" USING btree ("kind","prefix","at");