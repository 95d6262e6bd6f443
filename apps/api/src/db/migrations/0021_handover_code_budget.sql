ALTER TABLE "booking_legs" ADD COLUMN "code_wrong_total" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "code_garage_resets" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "code_reset_by" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD CONSTRAINT "booking_legs_wrong_total_bounded" CHECK ("booking_legs"."code_wrong_total" between 0 and 15);