ALTER TABLE "app"."ventas" ADD COLUMN "monto_envio" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ventas" ADD COLUMN "metodo_envio_id" uuid;--> statement-breakpoint
ALTER TABLE "app"."ventas" ADD COLUMN "envio" jsonb;