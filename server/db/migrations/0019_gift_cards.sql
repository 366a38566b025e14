CREATE TABLE "issued_gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "issued_gift_cards_balance_in_range" CHECK ("issued_gift_cards"."balance_cents" >= 0 AND "issued_gift_cards"."balance_cents" <= "issued_gift_cards"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settling_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;