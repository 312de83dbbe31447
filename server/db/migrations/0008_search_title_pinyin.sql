ALTER TABLE "search_docs" ADD COLUMN "title_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "title_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Kept inline like title_norm: every row passes the TOAST step (toast_pad), which would move even these short values out of line.
ALTER TABLE "search_docs" ALTER COLUMN "title_pinyin" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "title_initials" SET STORAGE PLAIN;
