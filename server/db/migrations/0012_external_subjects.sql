ALTER TABLE "accounts" ADD COLUMN "external_subject" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_external_subject_unique" UNIQUE("external_subject");