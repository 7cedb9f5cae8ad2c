ALTER TABLE "stores" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;