CREATE TABLE "app"."pagos_recibidos" (
	"pago_proveedor_id" text PRIMARY KEY NOT NULL,
	"venta_id" uuid NOT NULL,
	"estado" text NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"motivo" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_recibidos_estado_check" CHECK ("app"."pagos_recibidos"."estado" in ('aprobado', 'reembolso_pendiente', 'reembolsado'))
);
--> statement-breakpoint
ALTER TABLE "app"."pagos_recibidos" ADD CONSTRAINT "pagos_recibidos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagos_recibidos_venta_idx" ON "app"."pagos_recibidos" USING btree ("venta_id");