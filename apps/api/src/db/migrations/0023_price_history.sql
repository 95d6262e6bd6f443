CREATE TABLE "garage_service_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"garage_service_id" integer NOT NULL,
	"segment" varchar(16) NOT NULL,
	"price_paise" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_service_prices" DROP CONSTRAINT "garage_service_prices_positive";--> statement-breakpoint
ALTER TABLE "garage_service_price_changes" ADD CONSTRAINT "garage_service_price_changes_garage_service_id_garage_services_id_fk" FOREIGN KEY ("garage_service_id") REFERENCES "public"."garage_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_service_price_changes_band_idx" ON "garage_service_price_changes" USING btree ("garage_service_id","segment","changed_at");--> statement-breakpoint
ALTER TABLE "garage_service_prices" DROP COLUMN "strike_price_paise";--> statement-breakpoint
ALTER TABLE "garage_services" DROP COLUMN "strike_price_paise";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "base_strike_price_paise";--> statement-breakpoint
ALTER TABLE "garage_service_prices" ADD CONSTRAINT "garage_service_prices_positive" CHECK ("garage_service_prices"."price_paise" > 0);--> statement-breakpoint
-- The history starts with each band's price today: a struck price appears only after a real change.
INSERT INTO "garage_service_price_changes" ("garage_service_id", "segment", "price_paise") SELECT "garage_service_id", "segment", "price_paise" FROM "garage_service_prices";
