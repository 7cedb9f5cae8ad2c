CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"order_id" uuid,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"payment_session_id" text,
	"payment_url" text,
	"provider_payment_id" text,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'PROGRESS' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_provider_order_key" UNIQUE("provider","provider_order_id"),
	CONSTRAINT "payment_transactions_purpose_check" CHECK ("payment_transactions"."purpose" in ('ORDER', 'WALLET_RECHARGE')),
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('PROGRESS', 'SUCCEEDED', 'FAILED', 'USER_DROPPED')),
	CONSTRAINT "payment_transactions_provider_check" CHECK ("payment_transactions"."provider" in ('CASHFREE', 'PHONEPE', 'BMSPAY')),
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_deliveries_subscription_date_key" UNIQUE("subscription_id","delivery_date"),
	CONSTRAINT "subscription_deliveries_outcome_check" CHECK ("subscription_deliveries"."outcome" in ('PLACED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"days_of_week" text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"preferred_time_slot" jsonb,
	"payment_method" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_quantity_positive" CHECK ("subscriptions"."quantity" > 0),
	CONSTRAINT "subscriptions_days_not_empty" CHECK (cardinality("subscriptions"."days_of_week") > 0),
	CONSTRAINT "subscriptions_end_after_start" CHECK ("subscriptions"."end_date" is null or "subscriptions"."end_date" >= "subscriptions"."start_date")
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "status" text DEFAULT 'COMPLETED' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "payment_source" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "payment_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_progress_idx" ON "payment_transactions" USING btree ("created_at") WHERE "payment_transactions"."status" = 'PROGRESS';--> statement-breakpoint
CREATE INDEX "subscriptions_store_customer_created_idx" ON "subscriptions" USING btree ("store_id","customer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "subscriptions_active_idx" ON "subscriptions" USING btree ("store_id","start_date") WHERE "subscriptions"."is_active";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_payment_key" ON "wallet_transactions" USING btree ("payment_transaction_id") WHERE "wallet_transactions"."payment_transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in ('PENDING', 'COMPLETED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_source_check" CHECK ("wallet_transactions"."payment_source" is null or "wallet_transactions"."payment_source" in ('ONLINE_PAYMENT', 'COD'));