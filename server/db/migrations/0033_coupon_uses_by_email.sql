-- A coupon's use keeps the order's email too: a customer's uses are counted by their account or their email, signed in or not.
ALTER TABLE "coupon_uses" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "coupon_uses" SET "email" = lower("orders"."email") FROM "orders" WHERE "orders"."id" = "coupon_uses"."order_id";--> statement-breakpoint
UPDATE "coupon_uses" SET "email" = "customer" WHERE "email" IS NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_uses_code_email_idx" ON "coupon_uses" USING btree ("code","email");
