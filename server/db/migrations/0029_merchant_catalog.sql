-- The merchant's catalog: pictures by their bytes' SHA-256, and what a later import left out kept as retired.
CREATE TABLE "pictures" (
	"sha" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A title in Spanish: the one the store had until the merchant gives theirs.
ALTER TABLE "bundles" ADD COLUMN "title_es" text;--> statement-breakpoint
UPDATE "bundles" SET "title_es" = "title";--> statement-breakpoint
ALTER TABLE "bundles" ALTER COLUMN "title_es" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "picture_sha" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flavors" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A title in Spanish: the one the store had until the merchant gives theirs.
ALTER TABLE "products" ADD COLUMN "title_es" text;--> statement-breakpoint
UPDATE "products" SET "title_es" = "title";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "title_es" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_sha" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_picture_sha_pictures_sha_fk" FOREIGN KEY ("picture_sha") REFERENCES "public"."pictures"("sha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_picture_sha_pictures_sha_fk" FOREIGN KEY ("picture_sha") REFERENCES "public"."pictures"("sha") ON DELETE no action ON UPDATE no action;
