-- Decision 104: a shop's public page counts its public products and sums the units its products
-- sold (productos.sql.ts `publicosYVendidos`, also `vendidosDeEmprendimiento`, `ventasPublicas`)
-- over every product of the shop. The index on the shop's products now includes the two columns
-- those aggregates read, so each is an index-only scan instead of one heap row per product.
-- Both columns are already in other indexes (0001's partial indexes key or include them), so
-- updates of them were not HOT before either: writes lose nothing they had.
DROP INDEX app.productos_emprendimiento_idx;
--> statement-breakpoint
CREATE INDEX productos_emprendimiento_idx ON app.productos (emprendimiento_id, fecha_alta DESC NULLS LAST)
  INCLUDE (publico, unidades_vendidas);
