ALTER TABLE "page_layouts" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD COLUMN "preview_hash" text;