ALTER TABLE "search_docs" ADD COLUMN "title_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "title_initials" text DEFAULT '' NOT NULL;