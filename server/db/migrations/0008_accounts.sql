CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"birth_date" text,
	"newsletters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_id" text NOT NULL,
	"loyalty_id" text,
	"social" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "identity_records_grant_idx" ON "identity_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_records_uid_idx" ON "identity_records" USING btree ("uid");