CREATE TABLE "app"."carritos" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lineas" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"recordado_version" integer
);
