-- Every store process keeps the catalog and site content in memory; these triggers tell each of them what changed, at commit.
-- Stock: the products whose stock changed, by id, 200 to a notification (a payload stays under PostgreSQL's 8,000 bytes).
CREATE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  FOR ids IN
    SELECT string_agg(product_id, ' ') FROM (
      SELECT product_id, (row_number() OVER (ORDER BY product_id) - 1) / 200 AS part FROM (SELECT DISTINCT product_id FROM changed) AS distinct_ids
    ) AS numbered GROUP BY part
  LOOP
    PERFORM pg_notify('stock_changed', ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_updated AFTER UPDATE ON stock REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
--> statement-breakpoint
-- Content (the catalog's rows but stock, and the site's pages, labels and settings): the table's name, and a count that a process checking now and then compares.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO meta (key, value) VALUES ('content_version', '1')
    ON CONFLICT (key) DO UPDATE SET value = (meta.value::bigint + 1)::text;
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['brands', 'categories', 'flavors', 'products', 'bundles', 'bundle_items', 'locations', 'gift_cards', 'coupons', 'labels', 'navigation', 'config', 'content_pages', 'banners']
  LOOP
    EXECUTE format('CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', content_table);
  END LOOP;
END $$;
