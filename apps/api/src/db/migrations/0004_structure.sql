CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"scope" varchar(80) NOT NULL,
	"key" varchar(80) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" smallint,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"status" varchar(10) NOT NULL,
	"gateway_refund_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('requested', 'pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "actor_kind" varchar(8) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_known" CHECK ("booking_events"."actor_kind" in ('customer', 'staff', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_status_known" CHECK ("bookings"."service_status" in ('pending', 'accepted', 'processing', 'completed', 'cancelled', 'rejected'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_known" CHECK ("bookings"."payment_status" in ('pending', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_mode_known" CHECK ("bookings"."payment_mode" in ('cod', 'online'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'paid', 'unmatched', 'refunded'));--> statement-breakpoint
-- Bookings were placed by their customers: name them on the events recorded before actors were kept.
UPDATE "booking_events" SET "actor_kind" = 'customer', "actor_id" = "bookings"."user_id" FROM "bookings" WHERE "bookings"."id" = "booking_events"."booking_id" AND "booking_events"."kind" = 'placed';
