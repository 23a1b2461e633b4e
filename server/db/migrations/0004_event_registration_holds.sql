DROP INDEX "event_registrations_site_element_email_idx";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_site_token_idx" ON "event_registrations" USING btree ("site_id","confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_site_element_email_idx" ON "event_registrations" USING btree ("site_id","element_id",lower("email")) WHERE "event_registrations"."status" <> 'EXPIRED';