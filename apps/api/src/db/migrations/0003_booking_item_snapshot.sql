ALTER TABLE "booking_items" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
UPDATE "booking_items" AS "bi" SET "service_name" = "s"."name", "category_id" = "s"."category_id" FROM "garage_services" AS "gs" JOIN "services" AS "s" ON "s"."id" = "gs"."service_id" WHERE "gs"."id" = "bi"."garage_service_id";--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "service_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "category_id" SET NOT NULL;
