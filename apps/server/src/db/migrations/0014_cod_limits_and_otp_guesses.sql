ALTER TABLE "stores" ADD COLUMN "cod_max_open_orders" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cod_max_open_units" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "order_wait_hours" smallint DEFAULT 48;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "attempts_by_client" jsonb DEFAULT '{}'::jsonb NOT NULL;