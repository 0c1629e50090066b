-- Search top-k (decision 043): a search ranks at most 1,001 full-text candidates; the products
-- whose whole name is the typed text join them through this index, so the exact name still comes
-- first when more than a thousand other products match too.
CREATE INDEX productos_publicos_nombre_idx ON app.productos (nombre_normalizado) WHERE publico;
