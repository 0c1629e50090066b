-- Issue #4: a soft-deleted product no longer holds its SKU; uniqueness covers the shop's live products only.
ALTER TABLE "app"."productos" DROP CONSTRAINT "productos_emprendimiento_sku_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "productos_sku_vivo_unique" ON "app"."productos" USING btree ("emprendimiento_id","sku") WHERE not "app"."productos"."eliminado";