CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"recipient" varchar(8) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"to_phone" varchar(13),
	"vars" jsonb NOT NULL,
	"body" text NOT NULL,
	"status" varchar(8) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" varchar(128),
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_recipient_known" CHECK ("notifications"."recipient" in ('customer', 'garage')),
	CONSTRAINT "notifications_status_known" CHECK ("notifications"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "phone" varchar(13);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_recipient_key" ON "notifications" USING btree ("event_id","recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_garage_new_booking_key" ON "notifications" USING btree ("booking_id") WHERE "notifications"."kind" = 'garage_new_booking';--> statement-breakpoint
CREATE INDEX "notifications_status_idx" ON "notifications" USING btree ("status","id");