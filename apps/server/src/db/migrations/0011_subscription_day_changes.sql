CREATE TABLE "subscription_day_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_day_changes_subscription_date_key" UNIQUE("subscription_id","delivery_date"),
	CONSTRAINT "subscription_day_changes_quantity_check" CHECK ("subscription_day_changes"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"subscription_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_pauses_end_after_start" CHECK ("subscription_pauses"."end_date" >= "subscription_pauses"."start_date")
);
--> statement-breakpoint
CREATE TABLE "subscription_wallet_notices" (
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"shortfall_paise" integer NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_wallet_notices_store_id_customer_id_delivery_date_pk" PRIMARY KEY("store_id","customer_id","delivery_date")
);
--> statement-breakpoint
ALTER TABLE "subscription_deliveries" DROP CONSTRAINT "subscription_deliveries_outcome_check";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "subscription_cutoff" text DEFAULT '22:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_day_changes" ADD CONSTRAINT "subscription_day_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_day_changes" ADD CONSTRAINT "subscription_day_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_wallet_notices" ADD CONSTRAINT "subscription_wallet_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_wallet_notices" ADD CONSTRAINT "subscription_wallet_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_pauses_store_customer_idx" ON "subscription_pauses" USING btree ("store_id","customer_id","end_date");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_subscription_cutoff_check" CHECK ("stores"."subscription_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_outcome_check" CHECK ("subscription_deliveries"."outcome" in ('PLACED', 'FAILED', 'SKIPPED'));