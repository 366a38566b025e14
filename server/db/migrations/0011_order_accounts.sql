ALTER TABLE "orders" ADD COLUMN "account_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");