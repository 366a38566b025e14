-- A banner shows the merchant's own picture when their content names one.
ALTER TABLE "banners" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "picture_sha" text;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_picture_sha_pictures_sha_fk" FOREIGN KEY ("picture_sha") REFERENCES "public"."pictures"("sha") ON DELETE no action ON UPDATE no action;