ALTER TABLE "notify_requests" ADD COLUMN "location_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notify_requests" ADD COLUMN "locale" text DEFAULT 'en-us' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment" jsonb;--> statement-breakpoint
CREATE INDEX "notify_requests_product_idx" ON "notify_requests" USING btree ("product_id");