CREATE TABLE "misses_in_a_row" (
	"asker" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "misses_in_a_row_last_idx" ON "misses_in_a_row" USING btree ("last_at");