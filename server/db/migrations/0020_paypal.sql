CREATE TABLE "sandbox_paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"merchant_reference_code" text NOT NULL,
	"return_origin" text NOT NULL,
	"status" text NOT NULL,
	"payer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
