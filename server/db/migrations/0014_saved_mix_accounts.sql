ALTER TABLE "saved_mixes" ALTER COLUMN "cart_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_mixes" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_mixes" ADD CONSTRAINT "saved_mixes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_mixes_account_idx" ON "saved_mixes" USING btree ("account_id");--> statement-breakpoint
UPDATE "saved_mixes" SET "account_id" = "carts"."account_id" FROM "carts" WHERE "carts"."id" = "saved_mixes"."cart_id" AND "carts"."account_id" IS NOT NULL;
