CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"headline_en" text NOT NULL,
	"headline_es" text NOT NULL,
	"text_en" text NOT NULL,
	"text_es" text NOT NULL,
	"alt_en" text NOT NULL,
	"alt_es" text NOT NULL,
	"link_path" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"bundle_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"parent_id" text,
	"menu_seq" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	CONSTRAINT "content_pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_cart_cents" integer DEFAULT 0 NOT NULL,
	"brand_id" text,
	"expires_at" timestamp with time zone,
	"auto" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flavors" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "flavors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"location_number" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "labels_key_locale_location_number_pk" PRIMARY KEY("key","locale","location_number")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"number" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zip_from" text NOT NULL,
	"zip_to" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"label_en" text NOT NULL,
	"label_es" text NOT NULL,
	"path" text NOT NULL,
	"menu_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"flavor_id" text NOT NULL,
	"size_oz" double precision NOT NULL,
	"price_cents" integer NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"gtin" text NOT NULL,
	"free_sample" boolean DEFAULT false NOT NULL,
	"holiday" boolean DEFAULT false NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"multipack_eligible" boolean DEFAULT false NOT NULL,
	"best_seller_rank" integer,
	"staff_pick_rank" integer,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rnduts" text NOT NULL,
	"encstr" text NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" text NOT NULL,
	"location_number" integer NOT NULL,
	"quantity" integer NOT NULL,
	"pre_order" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_product_id_location_number_pk" PRIMARY KEY("product_id","location_number")
);
--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_flavor_id_flavors_id_fk" FOREIGN KEY ("flavor_id") REFERENCES "public"."flavors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_location_number_locations_number_fk" FOREIGN KEY ("location_number") REFERENCES "public"."locations"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");