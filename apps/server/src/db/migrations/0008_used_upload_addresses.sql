CREATE TABLE "used_upload_addresses" (
	"key" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
