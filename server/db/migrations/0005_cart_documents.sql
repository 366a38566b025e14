ALTER TABLE "carts" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "carts" SET "lines" = kept."lines" FROM (
	SELECT "cart_id", jsonb_agg(jsonb_strip_nulls(jsonb_build_object('lineId', "line_id", 'kind', "kind", 'itemId', "item_id", 'quantity', "quantity", 'picks', "picks")) ORDER BY "added_at", "line_id") AS "lines"
	FROM "cart_lines" GROUP BY "cart_id"
) AS kept WHERE kept."cart_id" = "carts"."id";--> statement-breakpoint
DROP TABLE "cart_lines" CASCADE;
