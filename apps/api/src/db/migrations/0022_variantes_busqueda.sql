-- docs/producto/variantes.md#buscar-por-opciones: a product's option values in stock are searchable ('zapatillas 38'
-- finds the shoe with a size 38 on sale). They join its type name and attribute values in
-- busqueda_extra (weight B); the code that changes a variant (modules/productos: resumirVariantes,
-- recalcularStockDeVariantes) refreshes the column in the same transaction.
CREATE OR REPLACE FUNCTION app.texto_busqueda_extra(p_producto uuid, p_tipo integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT concat_ws(' ',
      (SELECT t.nombre FROM app.tipos_producto t WHERE t.id = p_tipo),
      (SELECT string_agg(a.valor, ' ' ORDER BY a.id) FROM app.producto_atributos a WHERE a.producto_id = p_producto),
      (SELECT string_agg(DISTINCT e.value, ' ')
         FROM app.producto_variantes v, jsonb_each_text(v.valores) e
        WHERE v.producto_id = p_producto AND v.habilitada AND v.stock > 0))
  $$;
