CREATE SCHEMA "app";
--> statement-breakpoint
CREATE TABLE "app"."provincias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "provincias_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "app"."rubros" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "rubros_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "app"."tipos_producto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	CONSTRAINT "tipos_producto_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "app"."emprendimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"rubro_id" integer NOT NULL,
	"estado" text DEFAULT 'Pendiente' NOT NULL,
	"motivo_rechazo" text,
	"calle" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"ciudad" text DEFAULT '' NOT NULL,
	"provincia_id" integer NOT NULL,
	"logo_url" text,
	"banner_url" text,
	"titular" text,
	"cuit" text,
	"cbu" text,
	"alias" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emprendimientos_estado_check" CHECK ("app"."emprendimientos"."estado" in ('Pendiente', 'Activo', 'Rechazado', 'Eliminado'))
);
--> statement-breakpoint
CREATE TABLE "app"."apariencias" (
	"emprendimiento_id" uuid PRIMARY KEY NOT NULL,
	"banner" text,
	"logo" text,
	"nombre_tienda" text DEFAULT '' NOT NULL,
	"color_fondo" text DEFAULT '#FFFFFF' NOT NULL,
	"color_fondo_secundario" text DEFAULT '#F5F5F5' NOT NULL,
	"color_tarjetas" text DEFAULT '#F5F5F5' NOT NULL,
	"color_acento" text DEFAULT '#16a34a' NOT NULL,
	"color_texto_card" text DEFAULT '#222222' NOT NULL,
	"color_navbar" text DEFAULT '#FFFFFF' NOT NULL,
	"color_texto_navbar" text DEFAULT '#222222' NOT NULL,
	"distribucion_catalogos" text DEFAULT 'grid' NOT NULL,
	"fuente_nombre_tienda" text DEFAULT 'Roboto' NOT NULL,
	"tamano_nombre_tienda" text DEFAULT 'mediana' NOT NULL,
	"color_nombre_tienda" text DEFAULT '#222222' NOT NULL,
	"tipo_gradiente" text DEFAULT 'lineal' NOT NULL,
	"catalogos_seleccionados" integer[] DEFAULT '{}' NOT NULL,
	"filtros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."producto_atributos" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" uuid NOT NULL,
	"clave" text NOT NULL,
	"valor" text NOT NULL,
	"tipo_dato" text DEFAULT 'STRING' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."producto_imagenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" uuid NOT NULL,
	"url" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."productos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"tipo_producto_id" integer,
	"habilitado" boolean DEFAULT true NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL,
	"descuento_activo" boolean DEFAULT false NOT NULL,
	"descuento_porcentaje" numeric(5, 2) DEFAULT 0 NOT NULL,
	"descuento_fecha_fin" timestamp with time zone,
	"unidades_vendidas" integer DEFAULT 0 NOT NULL,
	"publico" boolean DEFAULT false NOT NULL,
	"busqueda_extra" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_emprendimiento_sku_unique" UNIQUE("emprendimiento_id","sku"),
	CONSTRAINT "productos_precio_check" CHECK ("app"."productos"."precio" >= 0),
	CONSTRAINT "productos_stock_check" CHECK ("app"."productos"."stock" >= 0),
	CONSTRAINT "productos_descuento_check" CHECK ("app"."productos"."descuento_porcentaje" >= 0 and "app"."productos"."descuento_porcentaje" <= 100),
	CONSTRAINT "productos_unidades_vendidas_check" CHECK ("app"."productos"."unidades_vendidas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app"."catalogo_productos" (
	"catalogo_id" integer NOT NULL,
	"producto_id" uuid NOT NULL,
	CONSTRAINT "catalogo_productos_catalogo_id_producto_id_pk" PRIMARY KEY("catalogo_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "app"."catalogos" (
	"id" serial PRIMARY KEY NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"habilitado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD CONSTRAINT "emprendimientos_rubro_id_rubros_id_fk" FOREIGN KEY ("rubro_id") REFERENCES "app"."rubros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD CONSTRAINT "emprendimientos_provincia_id_provincias_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "app"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."apariencias" ADD CONSTRAINT "apariencias_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."producto_atributos" ADD CONSTRAINT "producto_atributos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."producto_imagenes" ADD CONSTRAINT "producto_imagenes_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."productos" ADD CONSTRAINT "productos_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."productos" ADD CONSTRAINT "productos_tipo_producto_id_tipos_producto_id_fk" FOREIGN KEY ("tipo_producto_id") REFERENCES "app"."tipos_producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."catalogo_productos" ADD CONSTRAINT "catalogo_productos_catalogo_id_catalogos_id_fk" FOREIGN KEY ("catalogo_id") REFERENCES "app"."catalogos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."catalogo_productos" ADD CONSTRAINT "catalogo_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."catalogos" ADD CONSTRAINT "catalogos_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emprendimientos_owner_idx" ON "app"."emprendimientos" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "emprendimientos_estado_idx" ON "app"."emprendimientos" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "emprendimientos_rubro_idx" ON "app"."emprendimientos" USING btree ("rubro_id");--> statement-breakpoint
CREATE INDEX "emprendimientos_provincia_idx" ON "app"."emprendimientos" USING btree ("provincia_id");--> statement-breakpoint
CREATE INDEX "producto_atributos_producto_idx" ON "app"."producto_atributos" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "producto_imagenes_producto_idx" ON "app"."producto_imagenes" USING btree ("producto_id","orden");--> statement-breakpoint
CREATE INDEX "productos_emprendimiento_idx" ON "app"."productos" USING btree ("emprendimiento_id","fecha_alta" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "productos_tipo_idx" ON "app"."productos" USING btree ("tipo_producto_id");--> statement-breakpoint
CREATE INDEX "catalogo_productos_producto_idx" ON "app"."catalogo_productos" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "catalogos_emprendimiento_idx" ON "app"."catalogos" USING btree ("emprendimiento_id");