CREATE TABLE "sandbox_captures" (
	"id" text PRIMARY KEY NOT NULL,
	"authorization_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_captures_authorization_id_unique" UNIQUE("authorization_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"card_type" text NOT NULL,
	"mask" text NOT NULL,
	"expiry" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"capture_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	"card_type" text NOT NULL,
	"card_number_mask" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_instrument_id_unique" UNIQUE("instrument_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD COLUMN "card_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD COLUMN "mask" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_instruments_holder_idx" ON "sandbox_instruments" USING btree ("holder");--> statement-breakpoint
CREATE INDEX "saved_cards_account_idx" ON "saved_cards" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD CONSTRAINT "sandbox_authorizations_idempotency_key_unique" UNIQUE("idempotency_key");