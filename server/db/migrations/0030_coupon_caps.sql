-- Coupons capped in all and per customer, and when they start; each order's use of one, counted from the orders already placed.
CREATE TABLE "coupon_uses" (
	"code" text NOT NULL,
	"customer" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
CREATE INDEX "coupon_uses_code_customer_idx" ON "coupon_uses" USING btree ("code","customer");--> statement-breakpoint
INSERT INTO "coupon_uses" ("code", "customer", "order_id", "created_at")
  SELECT "coupon_code", coalesce("account_id"::text, lower("email")), "id", "created_at" FROM "orders"
  WHERE "coupon_code" IS NOT NULL AND "status" <> 'cancelled';
