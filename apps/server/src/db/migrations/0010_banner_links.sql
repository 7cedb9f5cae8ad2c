ALTER TABLE "banners" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link" text;