CREATE TABLE "app"."producto_variantes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producto_id" uuid NOT NULL,
	"valores" jsonb NOT NULL,
	"texto" text NOT NULL,
	"sku" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"precio" numeric(12, 2),
	"imagen_id" integer,
	"habilitada" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "producto_variantes_stock_check" CHECK ("app"."producto_variantes"."stock" >= 0),
	CONSTRAINT "producto_variantes_precio_check" CHECK ("app"."producto_variantes"."precio" > 0)
);
--> statement-breakpoint
ALTER TABLE "app"."productos" ADD COLUMN "opciones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."productos" ADD COLUMN "precio_desde" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "app"."venta_items" ADD COLUMN "variante_id" uuid;--> statement-breakpoint
ALTER TABLE "app"."venta_items" ADD COLUMN "variante" text;--> statement-breakpoint
ALTER TABLE "app"."producto_variantes" ADD CONSTRAINT "producto_variantes_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."producto_variantes" ADD CONSTRAINT "producto_variantes_imagen_id_producto_imagenes_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "app"."producto_imagenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "producto_variantes_producto_idx" ON "app"."producto_variantes" USING btree ("producto_id","orden");--> statement-breakpoint
-- Hand-written: a product's public read shows its enabled variants (docs/producto/variantes.md), so any
-- change to them drops its shop's cached public answers (decision 046).
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.producto_variantes REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.producto_variantes REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.producto_variantes REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
