DROP INDEX "coupon_redemptions_live_idx";--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_code","user_id");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP COLUMN "released_at";