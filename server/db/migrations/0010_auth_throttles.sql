CREATE TABLE "auth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"subnet" text NOT NULL,
	"ok" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_seals" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "lockouts" CASCADE;--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "auth_attempts_subject_idx" ON "auth_attempts" USING btree ("kind","subject","at");--> statement-breakpoint
CREATE INDEX "auth_attempts_address_idx" ON "auth_attempts" USING btree ("kind","address","at");--> statement-breakpoint
CREATE INDEX "auth_attempts_subnet_idx" ON "auth_attempts" USING btree ("kind","subnet","at");--> statement-breakpoint
CREATE INDEX "auth_attempts_at_idx" ON "auth_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "spent_seals_expiry_idx" ON "spent_seals" USING btree ("expires_at");