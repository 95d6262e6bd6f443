CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"booking_id" integer,
	"garage_id" integer,
	"status" varchar(8) NOT NULL,
	"original_key" varchar(64) NOT NULL,
	"served_key" varchar(64) NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"bytes" integer NOT NULL,
	"width" smallint,
	"height" smallint,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "media_status_known" CHECK ("media"."status" in ('pending', 'ready')),
	CONSTRAINT "media_purpose_known" CHECK ("media"."purpose" in ('condition', 'extra', 'claim', 'dispute', 'portrait')),
	CONSTRAINT "media_owner" CHECK (("media"."purpose" = 'portrait') = ("media"."booking_id" is null and "media"."garage_id" is not null)),
	CONSTRAINT "media_ready_has_size" CHECK ("media"."status" = 'pending' or ("media"."width" is not null and "media"."height" is not null))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_booking_idx" ON "media" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "media_pending_idx" ON "media" USING btree ("created_at") WHERE "media"."status" = 'pending';