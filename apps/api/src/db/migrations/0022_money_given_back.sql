ALTER TABLE "booking_money" DROP CONSTRAINT "booking_money_direction_known";--> statement-breakpoint
ALTER TABLE "booking_money" ADD CONSTRAINT "booking_money_direction_known" CHECK ("booking_money"."direction" in ('received', 'returned', 'credited'));--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT "booking_id", 'credited', 'wallet', "amount_paise", "cause", "created_at" FROM "order_payouts" WHERE "paid_to" = 'wallet'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT "booking_id", 'credited', 'wallet', "amount_paise", 'late:' || "booking_id", "created_at" FROM "late_credits"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT p."booking_id", 'received', 'online', p."amount_paise", 'payment:' || p."id", coalesce(p."paid_at", p."created_at") FROM "payments" p
WHERE p."status" = 'unmatched' OR EXISTS (SELECT 1 FROM "refunds" r WHERE r."payment_id" = p."id" AND r."reason" = 'late_payment')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "booking_money" ("booking_id", "direction", "method", "amount_paise", "entry_key", "created_at")
SELECT p."booking_id", 'returned', 'online', r."amount_paise", 'refund:' || r."id", r."created_at" FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id"
WHERE (r."reason" = 'late_payment' AND r."status" IN ('pending', 'processed')) OR r."reason" IN ('claim', 'damage')
ON CONFLICT DO NOTHING;
