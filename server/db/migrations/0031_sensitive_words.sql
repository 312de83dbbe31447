CREATE TABLE "sensitive_word_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "sensitive_word_revision_one_ck" CHECK ("sensitive_word_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"normalised" text NOT NULL,
	"action" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_words_norm_uq" UNIQUE("normalised"),
	CONSTRAINT "sensitive_words_action_ck" CHECK ("sensitive_words"."action" in ('block', 'replace', 'review', 'flag'))
);
--> statement-breakpoint
ALTER TABLE "sensitive_words" ADD CONSTRAINT "sensitive_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The one revision row (schema/moderation.ts): every change of the word list writes a new uuid here.
INSERT INTO "sensitive_word_revision" ("id") VALUES (1) ON CONFLICT DO NOTHING;
