CREATE TABLE "app"."devoluciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venta_id" uuid NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"estado" text DEFAULT 'solicitada' NOT NULL,
	"instrucciones" text,
	"motivo_rechazo" text,
	"nota" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devoluciones_venta_id_unique" UNIQUE("venta_id"),
	CONSTRAINT "devoluciones_solicitud_id_unique" UNIQUE("solicitud_id"),
	CONSTRAINT "devoluciones_estado_check" CHECK ("app"."devoluciones"."estado" in ('solicitada', 'aceptada', 'recibida', 'reembolsada', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "app"."ventas" ADD COLUMN "seguimiento" jsonb;--> statement-breakpoint
ALTER TABLE "app"."devoluciones" ADD CONSTRAINT "devoluciones_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."devoluciones" ADD CONSTRAINT "devoluciones_solicitud_id_solicitudes_arrepentimiento_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "app"."solicitudes_arrepentimiento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- docs/producto/devoluciones.md: revocations confirmed before returns existed open theirs too.
INSERT INTO "app"."devoluciones" ("venta_id", "solicitud_id", "creada_en", "actualizada_en")
SELECT "venta_id", "id", "creada_en", "creada_en" FROM "app"."solicitudes_arrepentimiento"
ON CONFLICT DO NOTHING;
