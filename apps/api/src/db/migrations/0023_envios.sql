CREATE TABLE "app"."direcciones_comprador" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comprador_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"destinatario" text NOT NULL,
	"telefono" text NOT NULL,
	"calle" text NOT NULL,
	"numero" text NOT NULL,
	"piso" text,
	"depto" text,
	"ciudad" text NOT NULL,
	"provincia_id" integer NOT NULL,
	"codigo_postal" text NOT NULL,
	"indicaciones" text,
	"predeterminada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."metodos_envio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metodos_envio_tipo_check" CHECK ("app"."metodos_envio"."tipo" in ('RETIRO', 'DOMICILIO', 'A_COORDINAR'))
);
--> statement-breakpoint
ALTER TABLE "app"."direcciones_comprador" ADD CONSTRAINT "direcciones_comprador_comprador_id_compradores_id_fk" FOREIGN KEY ("comprador_id") REFERENCES "app"."compradores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."direcciones_comprador" ADD CONSTRAINT "direcciones_comprador_provincia_id_provincias_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "app"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."metodos_envio" ADD CONSTRAINT "metodos_envio_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direcciones_comprador_comprador_idx" ON "app"."direcciones_comprador" USING btree ("comprador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direcciones_comprador_predeterminada_idx" ON "app"."direcciones_comprador" USING btree ("comprador_id") WHERE "app"."direcciones_comprador"."predeterminada";--> statement-breakpoint
CREATE INDEX "metodos_envio_emprendimiento_idx" ON "app"."metodos_envio" USING btree ("emprendimiento_id","orden");--> statement-breakpoint
-- Hand-written: a shop's delivery options are read publicly (GET …/tienda/{id}/envios, the product
-- page's 'Envío a …'), so changing them drops the shop's cached public answers (decision 046).
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.metodos_envio REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.metodos_envio REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.metodos_envio REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
