CREATE TABLE "app"."cupon_intentos" (
	"comprador_user_id" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."cupon_usos" (
	"venta_id" uuid PRIMARY KEY NOT NULL,
	"cupon_id" uuid NOT NULL,
	"comprador_user_id" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."cupones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"descripcion" text,
	"monto_minimo" numeric(12, 2),
	"cantidad_minima" integer,
	"fecha_inicio" timestamp with time zone,
	"fecha_fin" timestamp with time zone,
	"usos_maximos" integer,
	"usos_por_comprador" integer,
	"usos_realizados" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cupones_codigo_check" CHECK ("app"."cupones"."codigo" = upper("app"."cupones"."codigo") and char_length("app"."cupones"."codigo") between 3 and 30),
	CONSTRAINT "cupones_tipo_check" CHECK ("app"."cupones"."tipo" in ('PORCENTAJE', 'VALOR_FIJO')),
	CONSTRAINT "cupones_valor_check" CHECK (("app"."cupones"."tipo" = 'PORCENTAJE' and "app"."cupones"."valor" between 1 and 90) or ("app"."cupones"."tipo" = 'VALOR_FIJO' and "app"."cupones"."valor" > 0)),
	CONSTRAINT "cupones_usos_check" CHECK ("app"."cupones"."usos_realizados" >= 0 and ("app"."cupones"."usos_maximos" is null or "app"."cupones"."usos_maximos" >= 1) and ("app"."cupones"."usos_por_comprador" is null or "app"."cupones"."usos_por_comprador" >= 1)),
	CONSTRAINT "cupones_fechas_check" CHECK ("app"."cupones"."fecha_inicio" is null or "app"."cupones"."fecha_fin" is null or "app"."cupones"."fecha_fin" > "app"."cupones"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "app"."descuento_productos" (
	"descuento_id" uuid NOT NULL,
	"producto_id" uuid NOT NULL,
	CONSTRAINT "descuento_productos_descuento_id_producto_id_pk" PRIMARY KEY("descuento_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "app"."descuentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"descripcion" text,
	"fecha_inicio" timestamp with time zone,
	"fecha_fin" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "descuentos_tipo_check" CHECK ("app"."descuentos"."tipo" in ('PORCENTAJE', 'VALOR_FIJO')),
	CONSTRAINT "descuentos_valor_check" CHECK (("app"."descuentos"."tipo" = 'PORCENTAJE' and "app"."descuentos"."valor" between 1 and 90) or ("app"."descuentos"."tipo" = 'VALOR_FIJO' and "app"."descuentos"."valor" > 0)),
	CONSTRAINT "descuentos_fechas_check" CHECK ("app"."descuentos"."fecha_inicio" is null or "app"."descuentos"."fecha_fin" is null or "app"."descuentos"."fecha_fin" > "app"."descuentos"."fecha_inicio")
);
--> statement-breakpoint
ALTER TABLE "app"."productos" DROP CONSTRAINT "productos_descuento_check";--> statement-breakpoint
ALTER TABLE "app"."venta_items" ADD COLUMN "descuento" jsonb;--> statement-breakpoint
ALTER TABLE "app"."ventas" ADD COLUMN "descuento_cupon" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ventas" ADD COLUMN "cupon" jsonb;--> statement-breakpoint
ALTER TABLE "app"."cupon_usos" ADD CONSTRAINT "cupon_usos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."cupon_usos" ADD CONSTRAINT "cupon_usos_cupon_id_cupones_id_fk" FOREIGN KEY ("cupon_id") REFERENCES "app"."cupones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."cupones" ADD CONSTRAINT "cupones_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."descuento_productos" ADD CONSTRAINT "descuento_productos_descuento_id_descuentos_id_fk" FOREIGN KEY ("descuento_id") REFERENCES "app"."descuentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."descuento_productos" ADD CONSTRAINT "descuento_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."descuentos" ADD CONSTRAINT "descuentos_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cupon_intentos_comprador_idx" ON "app"."cupon_intentos" USING btree ("comprador_user_id","fecha");--> statement-breakpoint
CREATE INDEX "cupon_usos_cupon_comprador_idx" ON "app"."cupon_usos" USING btree ("cupon_id","comprador_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cupones_codigo_unique" ON "app"."cupones" USING btree ("emprendimiento_id","codigo");--> statement-breakpoint
CREATE INDEX "cupones_codigo_idx" ON "app"."cupones" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "descuento_productos_producto_idx" ON "app"."descuento_productos" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "descuentos_emprendimiento_idx" ON "app"."descuentos" USING btree ("emprendimiento_id","creado_en");--> statement-breakpoint
-- The products' own discount columns become discount rows of their shops (decision 035): one
-- discount per shop, percentage and end date, holding its products; percentages clamped to 1–90.
INSERT INTO "app"."descuentos" ("emprendimiento_id", "tipo", "valor", "descripcion", "fecha_fin", "activo")
SELECT "emprendimiento_id", 'PORCENTAJE', v, v::int || ' % de descuento', "descuento_fecha_fin", true
  FROM (SELECT "emprendimiento_id", least(greatest(round("descuento_porcentaje"), 1), 90) AS v, "descuento_fecha_fin"
          FROM "app"."productos"
         WHERE "descuento_activo" AND "descuento_porcentaje" > 0 AND NOT "eliminado") actuales
 GROUP BY "emprendimiento_id", v, "descuento_fecha_fin";--> statement-breakpoint
INSERT INTO "app"."descuento_productos" ("descuento_id", "producto_id")
SELECT d."id", p."id"
  FROM "app"."productos" p
  JOIN "app"."descuentos" d ON d."emprendimiento_id" = p."emprendimiento_id"
   AND d."valor" = least(greatest(round(p."descuento_porcentaje"), 1), 90)
   AND d."fecha_fin" IS NOT DISTINCT FROM p."descuento_fecha_fin"
 WHERE p."descuento_activo" AND p."descuento_porcentaje" > 0 AND NOT p."eliminado";--> statement-breakpoint
ALTER TABLE "app"."productos" DROP COLUMN "descuento_activo";--> statement-breakpoint
ALTER TABLE "app"."productos" DROP COLUMN "descuento_porcentaje";--> statement-breakpoint
ALTER TABLE "app"."productos" DROP COLUMN "descuento_fecha_fin";