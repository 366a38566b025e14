CREATE TABLE "rewards_members" (
	"loyalty_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text,
	"gender" text,
	"newsletters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profiled_at" timestamp with time zone,
	CONSTRAINT "rewards_members_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "rewards_members" ADD CONSTRAINT "rewards_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_members_email_idx" ON "rewards_members" USING btree (lower("email"));