CREATE TABLE "shipping_quotes" (
	"site_id" integer NOT NULL,
	"id" text NOT NULL,
	"country" integer NOT NULL,
	"postal_code" text NOT NULL,
	"cart_fingerprint" text NOT NULL,
	"service_code" text NOT NULL,
	"service_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_quotes_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipping_quotes" ADD CONSTRAINT "shipping_quotes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_quotes_site_id_expires_at_index" ON "shipping_quotes" USING btree ("site_id","expires_at");