CREATE TABLE "tax_document_counters" (
	"store_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "tax_document_counters_store_id_series_financial_year_pk" PRIMARY KEY("store_id","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "tax_documents_store_number_key" UNIQUE("store_id","number"),
	CONSTRAINT "tax_documents_order_kind_key" UNIQUE("order_id","kind"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('INVOICE', 'CREDIT_NOTE')),
	CONSTRAINT "tax_documents_number_length" CHECK (length("tax_documents"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "tax_document_counters" ADD CONSTRAINT "tax_document_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;