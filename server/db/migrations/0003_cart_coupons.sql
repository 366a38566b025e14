ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "disable_auto_coupon" boolean DEFAULT false NOT NULL;