-- Price filters of the public search (modules/productos/search.service.ts) test the list price
-- first; this partial index serves those range tests.
CREATE INDEX productos_publicos_precio_idx ON app.productos (precio) WHERE publico;
