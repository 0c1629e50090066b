CREATE TABLE "app"."emprendimiento_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."tiendas_visitadas" (
	"user_id" text NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"visitada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiendas_visitadas_user_id_emprendimiento_id_pk" PRIMARY KEY("user_id","emprendimiento_id")
);
--> statement-breakpoint
CREATE TABLE "app"."resena_reportes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resena_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"motivo" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelto_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app"."resenas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venta_id" uuid NOT NULL,
	"venta_item_id" integer,
	"emprendimiento_id" uuid NOT NULL,
	"producto_id" uuid,
	"comprador_user_id" text NOT NULL,
	"autor" text NOT NULL,
	"calificacion" integer NOT NULL,
	"comentario" text,
	"respuesta" text,
	"respondida_en" timestamp with time zone,
	"oculta" boolean DEFAULT false NOT NULL,
	"motivo_oculta" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"editada_en" timestamp with time zone,
	CONSTRAINT "resenas_calificacion_check" CHECK ("app"."resenas"."calificacion" between 1 and 5),
	CONSTRAINT "resenas_producto_check" CHECK (("app"."resenas"."venta_item_id" is null) = ("app"."resenas"."producto_id" is null))
);
--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing shops get their slug from the name (same rule as the trigger below); a repeated name gets a suffix from its id.
WITH base AS (
  SELECT id, coalesce(nullif(trim(both '-' from regexp_replace(app.normalizar(nombre), '[^a-z0-9]+', '-', 'g')), ''), 'tienda') AS s, created_at
  FROM app.emprendimientos
), numerada AS (
  SELECT id, s, row_number() OVER (PARTITION BY s ORDER BY created_at, id) AS rn FROM base
)
UPDATE app.emprendimientos e SET slug = CASE WHEN n.rn = 1 THEN n.s ELSE n.s || '-' || substr(replace(e.id::text, '-', ''), 1, 6) END
FROM numerada n WHERE n.id = e.id;--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD COLUMN "email_publico" text;--> statement-breakpoint
ALTER TABLE "app"."emprendimiento_slugs" ADD CONSTRAINT "emprendimiento_slugs_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tiendas_visitadas" ADD CONSTRAINT "tiendas_visitadas_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."resena_reportes" ADD CONSTRAINT "resena_reportes_resena_id_resenas_id_fk" FOREIGN KEY ("resena_id") REFERENCES "app"."resenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."resenas" ADD CONSTRAINT "resenas_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."resenas" ADD CONSTRAINT "resenas_venta_item_id_venta_items_id_fk" FOREIGN KEY ("venta_item_id") REFERENCES "app"."venta_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."resenas" ADD CONSTRAINT "resenas_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."resenas" ADD CONSTRAINT "resenas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emprendimiento_slugs_emprendimiento_idx" ON "app"."emprendimiento_slugs" USING btree ("emprendimiento_id");--> statement-breakpoint
CREATE INDEX "tiendas_visitadas_user_idx" ON "app"."tiendas_visitadas" USING btree ("user_id","visitada_en");--> statement-breakpoint
CREATE UNIQUE INDEX "resena_reportes_unique" ON "app"."resena_reportes" USING btree ("resena_id","user_id");--> statement-breakpoint
CREATE INDEX "resena_reportes_pendientes_idx" ON "app"."resena_reportes" USING btree ("resuelto_en");--> statement-breakpoint
CREATE UNIQUE INDEX "resenas_tienda_unique" ON "app"."resenas" USING btree ("venta_id") WHERE "app"."resenas"."venta_item_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "resenas_item_unique" ON "app"."resenas" USING btree ("venta_item_id");--> statement-breakpoint
CREATE INDEX "resenas_emprendimiento_idx" ON "app"."resenas" USING btree ("emprendimiento_id","creada_en");--> statement-breakpoint
CREATE INDEX "resenas_producto_idx" ON "app"."resenas" USING btree ("producto_id","creada_en");--> statement-breakpoint
CREATE UNIQUE INDEX "emprendimientos_slug_unique" ON "app"."emprendimientos" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD CONSTRAINT "emprendimientos_slug_check" CHECK ("app"."emprendimientos"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
-- Readable shop URLs (decision 038): a new shop, or a renamed one, gets the slug of its name
-- ('Dulce Tentación' -> 'dulce-tentacion'), numbered when taken by another shop now or before
-- ('-2', '-3', ...). The slug it had is kept in emprendimiento_slugs so old links still lead to it.
CREATE OR REPLACE FUNCTION app.emprendimientos_slug() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidato text;
  n integer := 1;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.nombre IS NOT DISTINCT FROM OLD.nombre AND NEW.slug = OLD.slug THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.slug <> '' THEN
    base := NEW.slug;
  ELSIF TG_OP = 'UPDATE' AND NEW.slug <> OLD.slug THEN
    base := NEW.slug;
  ELSE
    base := coalesce(nullif(trim(both '-' from regexp_replace(app.normalizar(NEW.nombre), '[^a-z0-9]+', '-', 'g')), ''), 'tienda');
  END IF;
  base := left(base, 60);
  candidato := base;
  WHILE EXISTS (SELECT 1 FROM app.emprendimientos e WHERE e.slug = candidato AND e.id <> NEW.id)
     OR EXISTS (SELECT 1 FROM app.emprendimiento_slugs s WHERE s.slug = candidato AND s.emprendimiento_id <> NEW.id) LOOP
    n := n + 1;
    candidato := base || '-' || n;
  END LOOP;
  IF TG_OP = 'UPDATE' AND OLD.slug <> candidato THEN
    INSERT INTO app.emprendimiento_slugs (slug, emprendimiento_id) VALUES (OLD.slug, OLD.id) ON CONFLICT (slug) DO NOTHING;
    DELETE FROM app.emprendimiento_slugs s WHERE s.slug = candidato AND s.emprendimiento_id = NEW.id;
  END IF;
  NEW.slug := candidato;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER emprendimientos_slug BEFORE INSERT OR UPDATE OF nombre, slug ON app.emprendimientos
  FOR EACH ROW EXECUTE FUNCTION app.emprendimientos_slug();
