CREATE TABLE "app"."apariencia_catalogos" (
	"emprendimiento_id" uuid NOT NULL,
	"catalogo_id" integer NOT NULL,
	"orden" integer NOT NULL,
	CONSTRAINT "apariencia_catalogos_emprendimiento_id_catalogo_id_pk" PRIMARY KEY("emprendimiento_id","catalogo_id")
);
--> statement-breakpoint
ALTER TABLE "app"."apariencia_catalogos" ADD CONSTRAINT "apariencia_catalogos_emprendimiento_id_apariencias_emprendimiento_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."apariencias"("emprendimiento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."apariencia_catalogos" ADD CONSTRAINT "apariencia_catalogos_catalogo_id_catalogos_id_fk" FOREIGN KEY ("catalogo_id") REFERENCES "app"."catalogos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apariencia_catalogos_catalogo_idx" ON "app"."apariencia_catalogos" USING btree ("catalogo_id");--> statement-breakpoint
-- The selections move from the int[] column to the join table, in their order; ids of catalogs
-- deleted or of another shop (nothing kept them out of the array) are dropped.
INSERT INTO "app"."apariencia_catalogos" ("emprendimiento_id", "catalogo_id", "orden")
SELECT a."emprendimiento_id", s.id, (row_number() OVER (PARTITION BY a."emprendimiento_id" ORDER BY min(s.pos)))::int - 1
FROM "app"."apariencias" a
CROSS JOIN LATERAL unnest(a."catalogos_seleccionados") WITH ORDINALITY AS s(id, pos)
JOIN "app"."catalogos" c ON c."id" = s.id AND c."emprendimiento_id" = a."emprendimiento_id"
GROUP BY a."emprendimiento_id", s.id;--> statement-breakpoint
ALTER TABLE "app"."apariencias" DROP COLUMN "catalogos_seleccionados";