CREATE TABLE "app"."compradores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"dni" text NOT NULL,
	"telefono" text NOT NULL,
	"calle" text NOT NULL,
	"numero" text NOT NULL,
	"piso_depto" text,
	"ciudad" text NOT NULL,
	"provincia_id" integer NOT NULL,
	"codigo_postal" text NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compradores_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD COLUMN "fecha_revision" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."emprendimientos" ADD COLUMN "revisado_por" text;--> statement-breakpoint
ALTER TABLE "app"."compradores" ADD CONSTRAINT "compradores_provincia_id_provincias_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "app"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compradores_provincia_idx" ON "app"."compradores" USING btree ("provincia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emprendimientos_owner_vivo_unique" ON "app"."emprendimientos" USING btree ("owner_user_id") WHERE "app"."emprendimientos"."estado" <> 'Eliminado';