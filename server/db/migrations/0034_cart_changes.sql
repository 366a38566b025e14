ALTER TABLE "carts" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "made_by" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_made_by_unique" UNIQUE("made_by");