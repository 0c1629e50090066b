CREATE TABLE "app"."bajas_cuenta" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"roles" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"detalle" text,
	"pedida_en" timestamp with time zone DEFAULT now() NOT NULL,
	"hecha_en" timestamp with time zone,
	CONSTRAINT "bajas_cuenta_estado_check" CHECK ("app"."bajas_cuenta"."estado" in ('pendiente', 'hecha', 'fallida'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bajas_cuenta_user_vivo_unique" ON "app"."bajas_cuenta" USING btree ("user_id") WHERE "app"."bajas_cuenta"."estado" <> 'fallida';--> statement-breakpoint
CREATE INDEX "bajas_cuenta_pedida_idx" ON "app"."bajas_cuenta" USING btree ("pedida_en");