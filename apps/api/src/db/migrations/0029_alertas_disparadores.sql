-- docs/producto/favoritos.md#alertas and decision 095: a buyer's one-shot alerts fire whatever path
-- changed the product (the seller's form, bulk edit, spreadsheet, voice, a cancelled order or a
-- received return giving stock back, a discount). These triggers only queue a check
-- ('alertas.revisar', modules/favoritos) in the transaction of the change, and only for a product
-- with a live alert; the job decides from the committed state and fires each alert once.
-- One job per product and transaction (the key), so a bulk edit queues one per product; a discount
-- that starts later is checked when it starts.
CREATE OR REPLACE FUNCTION app.alertas_encolar_revision(p_producto uuid, p_en timestamptz) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  en timestamptz := greatest(coalesce(p_en, now()), now());
BEGIN
  IF EXISTS (SELECT 1 FROM app.alertas_producto a WHERE a.producto_id = p_producto AND a.cumplida_en IS NULL) THEN
    INSERT INTO app.trabajos (tipo, datos, ejecutar_en, clave)
    VALUES ('alertas.revisar', jsonb_build_object('productoId', p_producto), en,
            'alertas.revisar:' || p_producto || ':' || txid_current() || ':' || floor(extract(epoch FROM en))::bigint)
    ON CONFLICT (clave) DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
-- A product back in stock, cheaper, or public again.
CREATE OR REPLACE FUNCTION app.alertas_producto_cambio() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app.alertas_encolar_revision(NEW.id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- habilitado and eliminado too: `publico` is set by the BEFORE trigger of migration 0001 when they change.
CREATE TRIGGER productos_alertas AFTER UPDATE OF stock, precio, publico, habilitado, eliminado ON app.productos
  FOR EACH ROW
  WHEN ((OLD.stock <= 0 AND NEW.stock > 0) OR NEW.precio < OLD.precio OR (NEW.publico AND NOT OLD.publico))
  EXECUTE FUNCTION app.alertas_producto_cambio();
--> statement-breakpoint
-- A variant back in stock or enabled again (or a new one with stock).
CREATE OR REPLACE FUNCTION app.alertas_variante_cambio() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stock > 0 AND NEW.habilitada
     AND (TG_OP = 'INSERT' OR OLD.stock <= 0 OR NOT OLD.habilitada) THEN
    PERFORM app.alertas_encolar_revision(NEW.producto_id, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER producto_variantes_alertas AFTER INSERT OR UPDATE OF stock, habilitada ON app.producto_variantes
  FOR EACH ROW EXECUTE FUNCTION app.alertas_variante_cambio();
--> statement-breakpoint
-- A product joins a discount: checked now, or when the discount starts.
CREATE OR REPLACE FUNCTION app.alertas_descuento_producto() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  inicio timestamptz;
BEGIN
  SELECT d.fecha_inicio INTO inicio FROM app.descuentos d WHERE d.id = NEW.descuento_id AND d.activo;
  IF FOUND THEN
    PERFORM app.alertas_encolar_revision(NEW.producto_id, inicio);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER descuento_productos_alertas AFTER INSERT ON app.descuento_productos
  FOR EACH ROW EXECUTE FUNCTION app.alertas_descuento_producto();
--> statement-breakpoint
-- A discount switched on or changed: each of its products, now or when it starts.
CREATE OR REPLACE FUNCTION app.alertas_descuento_cambio() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  producto uuid;
BEGIN
  FOR producto IN SELECT dp.producto_id FROM app.descuento_productos dp WHERE dp.descuento_id = NEW.id LOOP
    PERFORM app.alertas_encolar_revision(producto, NEW.fecha_inicio);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER descuentos_alertas AFTER UPDATE ON app.descuentos
  FOR EACH ROW WHEN (NEW.activo)
  EXECUTE FUNCTION app.alertas_descuento_cambio();
