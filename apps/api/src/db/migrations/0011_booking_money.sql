CREATE TABLE "booking_money" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"direction" varchar(8) NOT NULL,
	"method" varchar(8) NOT NULL,
	"amount_paise" integer NOT NULL,
	"entry_key" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_money_direction_known" CHECK ("booking_money"."direction" in ('received', 'returned')),
	CONSTRAINT "booking_money_method_known" CHECK ("booking_money"."method" in ('online', 'cash', 'wallet')),
	CONSTRAINT "booking_money_amount_positive" CHECK ("booking_money"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_money" ADD CONSTRAINT "booking_money_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_money_entry_key" ON "booking_money" USING btree ("booking_id","entry_key");--> statement-breakpoint
-- Bookings placed before the ledger: what they received and returned, from what they recorded then.
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT "id", 'received', 'wallet', "wallet_paise", 'wallet', "created_at" FROM "bookings" WHERE "wallet_paise" > 0;--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT "id", 'received', CASE WHEN "payment_mode" = 'online' THEN 'online' ELSE 'cash' END, "paid_paise" - "wallet_paise", 'before-ledger', "updated_at"
FROM "bookings" WHERE "paid_paise" > "wallet_paise";--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT "id", 'returned', 'wallet', "wallet_paise", 'wallet-return', "updated_at" FROM "bookings"
WHERE "wallet_paise" > 0 AND "service_status" IN ('cancelled', 'rejected');--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT b."id", 'returned', CASE WHEN b."payment_mode" = 'online' THEN 'online' ELSE 'cash' END, b."paid_paise" - b."wallet_paise", 'before-ledger-return', b."updated_at"
FROM "bookings" b WHERE b."payment_status" = 'refunded' AND b."paid_paise" > b."wallet_paise";
