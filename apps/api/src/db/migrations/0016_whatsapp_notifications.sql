ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "channel" varchar(8) DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "whatsapp_message_id" varchar(128);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "whatsapp_status" varchar(10);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "fell_back_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_whatsapp_message_key" ON "notifications" USING btree ("whatsapp_message_id");--> statement-breakpoint
CREATE INDEX "notifications_whatsapp_pending_idx" ON "notifications" USING btree ("sent_at") WHERE "notifications"."channel" = 'whatsapp' and "notifications"."status" = 'sent';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_channel_known" CHECK ("notifications"."channel" in ('sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_whatsapp_status_known" CHECK ("notifications"."whatsapp_status" in ('sent', 'delivered', 'read', 'failed'));