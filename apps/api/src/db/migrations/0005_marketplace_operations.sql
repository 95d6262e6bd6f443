CREATE TABLE "booking_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_extras_status_known" CHECK ("booking_extras"."status" in ('proposed', 'approved', 'declined')),
	CONSTRAINT "booking_extras_price_positive" CHECK ("booking_extras"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "garage_service_prices" (
	"garage_service_id" integer NOT NULL,
	"segment" varchar(16) NOT NULL,
	"price_paise" integer NOT NULL,
	"strike_price_paise" integer NOT NULL,
	CONSTRAINT "garage_service_prices_garage_service_id_segment_pk" PRIMARY KEY("garage_service_id","segment"),
	CONSTRAINT "garage_service_prices_segment_known" CHECK ("garage_service_prices"."segment" in ('hatchback', 'sedan', 'compact-suv', 'suv-muv', 'luxury')),
	CONSTRAINT "garage_service_prices_positive" CHECK ("garage_service_prices"."price_paise" > 0 and "garage_service_prices"."strike_price_paise" >= "garage_service_prices"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "garage_staff" (
	"garage_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "garage_staff_garage_id_user_id_pk" PRIMARY KEY("garage_id","user_id"),
	CONSTRAINT "garage_staff_role_known" CHECK ("garage_staff"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_known";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings paid before amounts were kept were paid in full.
UPDATE "bookings" SET "paid_paise" = "total_paise" WHERE "payment_status" IN ('paid', 'refunded');--> statement-breakpoint
ALTER TABLE "slot_usage" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_usage" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_service_prices" ADD CONSTRAINT "garage_service_prices_garage_service_id_garage_services_id_fk" FOREIGN KEY ("garage_service_id") REFERENCES "public"."garage_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_staff" ADD CONSTRAINT "garage_staff_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_staff" ADD CONSTRAINT "garage_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_extras_booking_idx" ON "booking_extras" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "garage_staff_user_idx" ON "garage_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_garage_date_idx" ON "bookings" USING btree ("garage_id","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_seat_per_customer_key" ON "bookings" USING btree ("user_id","slot_template_id","booking_date") WHERE "bookings"."service_status" in ('pending', 'accepted', 'processing');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_within_total" CHECK ("bookings"."paid_paise" >= 0 and "bookings"."paid_paise" <= "bookings"."total_paise");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_known" CHECK ("bookings"."payment_status" in ('pending', 'partial', 'paid', 'refunded'));