CREATE TABLE "app"."trabajos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"ejecutar_en" timestamp with time zone DEFAULT now() NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer DEFAULT 8 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"clave" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app"."venta_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"estado" text NOT NULL,
	"detalle" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."venta_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" uuid NOT NULL,
	"producto_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"precio_lista" numeric(12, 2) NOT NULL,
	"precio_unitario" numeric(12, 2) NOT NULL,
	"porcentaje_descuento" numeric(5, 2) NOT NULL,
	"cantidad" integer NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	CONSTRAINT "venta_items_cantidad_check" CHECK ("app"."venta_items"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "app"."ventas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" bigserial NOT NULL,
	"comprador_user_id" text NOT NULL,
	"comprador_nombre" text NOT NULL,
	"comprador_email" text NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"metodo_pago" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"ahorro" numeric(12, 2) NOT NULL,
	"monto_total" numeric(12, 2) NOT NULL,
	"comision" numeric(12, 2) NOT NULL,
	"envio_gratis" boolean NOT NULL,
	"direccion_envio" jsonb NOT NULL,
	"clave_idempotencia" text NOT NULL,
	"huella_solicitud" text NOT NULL,
	"reserva_hasta" timestamp with time zone,
	"stock_liberado" boolean DEFAULT false NOT NULL,
	"motivo_cancelacion" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_numero_unique" UNIQUE("numero"),
	CONSTRAINT "ventas_estado_check" CHECK ("app"."ventas"."estado" in ('pendiente', 'preparando', 'listo', 'completado', 'cancelado')),
	CONSTRAINT "ventas_metodo_check" CHECK ("app"."ventas"."metodo_pago" in ('MERCADO_PAGO', 'TRANSFERENCIA'))
);
--> statement-breakpoint
CREATE TABLE "app"."pagos" (
	"venta_id" uuid PRIMARY KEY NOT NULL,
	"metodo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"preferencia_id" text,
	"url_pago" text,
	"pago_proveedor_id" text,
	"comprobante" text,
	"comprobante_tipo" text,
	"motivo_rechazo" text,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_estado_check" CHECK ("app"."pagos"."estado" in ('pendiente', 'en_revision', 'aprobado', 'rechazado', 'vencido', 'cancelado', 'reembolsado'))
);
--> statement-breakpoint
CREATE TABLE "app"."pagos_notificaciones" (
	"pago_proveedor_id" text NOT NULL,
	"estado" text NOT NULL,
	"recibida_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_notificaciones_pago_proveedor_id_estado_pk" PRIMARY KEY("pago_proveedor_id","estado")
);
--> statement-breakpoint
ALTER TABLE "app"."venta_eventos" ADD CONSTRAINT "venta_eventos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."venta_items" ADD CONSTRAINT "venta_items_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."venta_items" ADD CONSTRAINT "venta_items_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."ventas" ADD CONSTRAINT "ventas_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."pagos" ADD CONSTRAINT "pagos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trabajos_pendientes_idx" ON "app"."trabajos" USING btree ("ejecutar_en") WHERE estado = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "trabajos_clave_unique" ON "app"."trabajos" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "venta_eventos_venta_idx" ON "app"."venta_eventos" USING btree ("venta_id","id");--> statement-breakpoint
CREATE INDEX "venta_items_venta_idx" ON "app"."venta_items" USING btree ("venta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_idempotencia_unique" ON "app"."ventas" USING btree ("comprador_user_id","clave_idempotencia");--> statement-breakpoint
CREATE INDEX "ventas_comprador_idx" ON "app"."ventas" USING btree ("comprador_user_id","creada_en");--> statement-breakpoint
CREATE INDEX "ventas_emprendimiento_idx" ON "app"."ventas" USING btree ("emprendimiento_id","creada_en");--> statement-breakpoint
ALTER SEQUENCE "app"."ventas_numero_seq" START WITH 1001 RESTART WITH 1001;
