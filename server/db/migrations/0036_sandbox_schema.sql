CREATE SCHEMA "sandbox";
--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" SET SCHEMA "sandbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_authorizations" RENAME TO "authorizations";--> statement-breakpoint
ALTER TABLE "sandbox"."authorizations" RENAME CONSTRAINT "sandbox_authorizations_idempotency_key_unique" TO "authorizations_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "sandbox_captures" SET SCHEMA "sandbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_captures" RENAME TO "captures";--> statement-breakpoint
ALTER TABLE "sandbox"."captures" RENAME CONSTRAINT "sandbox_captures_authorization_id_unique" TO "captures_authorization_id_unique";--> statement-breakpoint
ALTER TABLE "sandbox_instruments" SET SCHEMA "sandbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_instruments" RENAME TO "instruments";--> statement-breakpoint
ALTER INDEX "sandbox"."sandbox_instruments_holder_idx" RENAME TO "instruments_holder_idx";--> statement-breakpoint
ALTER TABLE "sandbox_payment_tokens" SET SCHEMA "sandbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_payment_tokens" RENAME TO "payment_tokens";--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" SET SCHEMA "sandbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_paypal_orders" RENAME TO "paypal_orders";--> statement-breakpoint
ALTER TABLE "sandbox_refunds" SET SCHEMA "sandbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_refunds" RENAME TO "refunds";--> statement-breakpoint
ALTER TABLE "sandbox"."refunds" RENAME CONSTRAINT "sandbox_refunds_idempotency_key_unique" TO "refunds_idempotency_key_unique";
