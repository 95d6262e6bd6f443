CREATE TABLE "booking_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"garage_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"driver_user_id" integer NOT NULL,
	"code_nonce" varchar(32) NOT NULL,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"code_locked_at" timestamp with time zone,
	"steps" jsonb NOT NULL,
	"report" jsonb,
	"last_latitude" double precision,
	"last_longitude" double precision,
	"last_position_at" timestamp with time zone,
	"moved_latitude" double precision,
	"moved_longitude" double precision,
	"moved_at" timestamp with time zone,
	"stalled_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_legs_kind_known" CHECK ("booking_legs"."kind" in ('pickup', 'drop')),
	CONSTRAINT "booking_legs_status_known" CHECK ("booking_legs"."status" in ('assigned', 'on_the_way', 'out_for_delivery', 'arrived', 'handed_over', 'at_garage', 'handed_back', 'cancelled')),
	CONSTRAINT "booking_legs_attempts_bounded" CHECK ("booking_legs"."code_attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "leg_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"leg_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_staff" DROP CONSTRAINT "garage_staff_role_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_latitude" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_longitude" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handover" varchar(8) DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "parking_note" text;--> statement-breakpoint
ALTER TABLE "garage_staff" ADD COLUMN "photo_media_id" varchar(36);--> statement-breakpoint
ALTER TABLE "booking_legs" ADD CONSTRAINT "booking_legs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD CONSTRAINT "booking_legs_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD CONSTRAINT "booking_legs_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_positions" ADD CONSTRAINT "leg_positions_leg_id_booking_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."booking_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_legs_booking_kind_key" ON "booking_legs" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "booking_legs_driver_idx" ON "booking_legs" USING btree ("driver_user_id");--> statement-breakpoint
CREATE INDEX "booking_legs_moving_idx" ON "booking_legs" USING btree ("status") WHERE "booking_legs"."status" in ('on_the_way', 'out_for_delivery');--> statement-breakpoint
CREATE INDEX "leg_positions_leg_idx" ON "leg_positions" USING btree ("leg_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_handover_known" CHECK ("bookings"."handover" in ('pickup', 'walk_in'));--> statement-breakpoint
ALTER TABLE "garage_staff" ADD CONSTRAINT "garage_staff_role_known" CHECK ("garage_staff"."role" in ('owner', 'staff', 'driver'));