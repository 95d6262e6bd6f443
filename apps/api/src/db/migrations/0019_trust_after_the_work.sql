CREATE TABLE "booking_parts_photos" (
	"booking_id" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_parts_photos_booking_id_photo_id_pk" PRIMARY KEY("booking_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"garage_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"description" text NOT NULL,
	"photo_ids" uuid[] NOT NULL,
	"decision" varchar(10),
	"decision_note" text,
	"pay_to" varchar(8),
	"amount_paise" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "damage_reports_status_known" CHECK ("damage_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "damage_reports_decided_once" CHECK (("damage_reports"."status" = 'resolved') = ("damage_reports"."decision" is not null)),
	CONSTRAINT "damage_reports_decision_known" CHECK ("damage_reports"."decision" is null or "damage_reports"."decision" in ('compensate', 'reject')),
	CONSTRAINT "damage_reports_amount_positive" CHECK ("damage_reports"."amount_paise" is null or "damage_reports"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"cause" varchar(24) NOT NULL,
	"paid_to" varchar(8) NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payouts_amount_positive" CHECK ("order_payouts"."amount_paise" > 0),
	CONSTRAINT "order_payouts_to_known" CHECK ("order_payouts"."paid_to" in ('original', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"garage_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"service_ids" integer[] NOT NULL,
	"claimed_paise" integer NOT NULL,
	"description" text NOT NULL,
	"photo_ids" uuid[] NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"declined_reason" text,
	"rework_booking_id" integer,
	"escalated_at" timestamp with time zone,
	"decision" varchar(8),
	"decision_note" text,
	"refund_to" varchar(8),
	"refund_paise" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_claims_status_known" CHECK ("warranty_claims"."status" in ('open', 'rework', 'declined', 'escalated', 'decided')),
	CONSTRAINT "warranty_claims_decision_known" CHECK ("warranty_claims"."decision" is null or "warranty_claims"."decision" in ('rework', 'refund', 'reject')),
	CONSTRAINT "warranty_claims_decided_once" CHECK (("warranty_claims"."status" = 'decided') = ("warranty_claims"."decision" is not null)),
	CONSTRAINT "warranty_claims_refund_positive" CHECK ("warranty_claims"."refund_paise" is null or "warranty_claims"."refund_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_promises" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"ready_by" timestamp with time zone NOT NULL,
	"back_by" timestamp with time zone,
	"due_ready_by" timestamp with time zone NOT NULL,
	"due_back_by" timestamp with time zone,
	"moved_later" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_promises_back_after_ready" CHECK ("booking_promises"."back_by" is null or "booking_promises"."back_by" >= "booking_promises"."ready_by")
);
--> statement-breakpoint
CREATE TABLE "late_credit_rule" (
	"id" smallint PRIMARY KEY NOT NULL,
	"per_hour_paise" integer NOT NULL,
	"cap_percent" smallint NOT NULL,
	"grace_minutes" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "late_credit_rule_one_row" CHECK ("late_credit_rule"."id" = 1),
	CONSTRAINT "late_credit_rule_bounds" CHECK ("late_credit_rule"."per_hour_paise" >= 0 and "late_credit_rule"."cap_percent" between 0 and 100 and "late_credit_rule"."grace_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "late_credits" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"garage_id" integer NOT NULL,
	"promised_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "late_credits_amount_positive" CHECK ("late_credits"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind_known";--> statement-breakpoint
ALTER TABLE "booking_extras" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD COLUMN "photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "warranty_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_parts_photos" ADD CONSTRAINT "booking_parts_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payouts" ADD CONSTRAINT "order_payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_rework_booking_id_bookings_id_fk" FOREIGN KEY ("rework_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_promises" ADD CONSTRAINT "booking_promises_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_credit_rule" ADD CONSTRAINT "late_credit_rule_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_credits" ADD CONSTRAINT "late_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_credits" ADD CONSTRAINT "late_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "damage_reports_booking_idx" ON "damage_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "damage_reports_status_idx" ON "damage_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "damage_reports_one_open_key" ON "damage_reports" USING btree ("booking_id") WHERE "damage_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "order_payouts_cause_key" ON "order_payouts" USING btree ("cause");--> statement-breakpoint
CREATE INDEX "order_payouts_booking_idx" ON "order_payouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_booking_idx" ON "warranty_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_rework_idx" ON "warranty_claims" USING btree ("rework_booking_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_one_open_key" ON "warranty_claims" USING btree ("booking_id") WHERE "warranty_claims"."status" in ('open', 'declined', 'escalated');--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_known" CHECK ("wallet_entries"."kind" in ('referral', 'spend', 'return', 'claim', 'damage', 'late'));--> statement-breakpoint
-- Seeded categories get the warranty the catalog seed gives them (a new database gets it from the seed).
UPDATE "service_categories" SET "warranty_days" = 7 WHERE "slug" in ('car-wash-detailing', 'car-spa-cleaning');--> statement-breakpoint
UPDATE "service_categories" SET "warranty_days" = 15 WHERE "slug" = 'tyres-wheel-care';--> statement-breakpoint
UPDATE "service_categories" SET "warranty_days" = 90 WHERE "slug" = 'denting-painting';
