CREATE TABLE "bbs_follows" (
	"user_id" integer NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bbs_follows_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "bbs_plate_moderators" (
	"plate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "bbs_plate_moderators_plate_id_user_id_pk" PRIMARY KEY("plate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bbs_plates" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bbs_follows" ADD CONSTRAINT "bbs_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_plate_moderators" ADD CONSTRAINT "bbs_plate_moderators_plate_id_bbs_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."bbs_plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_plate_moderators" ADD CONSTRAINT "bbs_plate_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_plates" ADD CONSTRAINT "bbs_plates_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbs_follows_target_idx" ON "bbs_follows" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "bbs_plate_moderators_user_idx" ON "bbs_plate_moderators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bbs_plates_parent_idx" ON "bbs_plates" USING btree ("parent_id","sort");