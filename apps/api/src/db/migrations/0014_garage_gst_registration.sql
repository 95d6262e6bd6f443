ALTER TABLE "bookings" ADD COLUMN "charges_gst" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "series" varchar(16) DEFAULT 'tax-invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_garage_id_financial_year_pk";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_garage_id_series_financial_year_pk" PRIMARY KEY("garage_id","series","financial_year");--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_series_known" CHECK ("invoice_counters"."series" in ('tax-invoice', 'bill-of-supply'));
