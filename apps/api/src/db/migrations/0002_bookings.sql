CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"booking_id" integer NOT NULL,
	"garage_service_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "booking_items_booking_id_garage_service_id_pk" PRIMARY KEY("booking_id","garage_service_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_id" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"garage_id" integer NOT NULL,
	"slot_template_id" integer NOT NULL,
	"booking_date" varchar(10) NOT NULL,
	"booking_time" varchar(8) NOT NULL,
	"city_id" integer NOT NULL,
	"car_model_id" integer,
	"fuel_type" varchar(20),
	"address" text NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"gstin" varchar(15),
	"coupon_code" varchar(20),
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_mode" varchar(8) NOT NULL,
	"payment_status" varchar(8) NOT NULL,
	"service_status" varchar(12) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"percent_off" smallint,
	"flat_off_paise" integer,
	"max_discount_paise" integer,
	"min_subtotal_paise" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"gateway_order_id" varchar(64) NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"gateway_payment_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"garage_id" integer NOT NULL,
	"start_time" varchar(8) NOT NULL,
	"end_time" varchar(8) NOT NULL,
	"capacity" smallint NOT NULL,
	CONSTRAINT "slot_templates_capacity_positive" CHECK ("slot_templates"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "slot_usage" (
	"slot_template_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"booked" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "slot_usage_slot_template_id_date_pk" PRIMARY KEY("slot_template_id","date"),
	CONSTRAINT "slot_usage_within_capacity" CHECK ("slot_usage"."booked" >= 0 and "slot_usage"."booked" <= "slot_usage"."capacity")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_garage_service_id_garage_services_id_fk" FOREIGN KEY ("garage_service_id") REFERENCES "public"."garage_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_template_id_slot_templates_id_fk" FOREIGN KEY ("slot_template_id") REFERENCES "public"."slot_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_model_id_car_models_id_fk" FOREIGN KEY ("car_model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_usage" ADD CONSTRAINT "slot_usage_slot_template_id_slot_templates_id_fk" FOREIGN KEY ("slot_template_id") REFERENCES "public"."slot_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_tracking_id_key" ON "bookings" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_key" ON "payments" USING btree ("provider","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_templates_garage_start_key" ON "slot_templates" USING btree ("garage_id","start_time");