CREATE TABLE "app"."solicitudes_arrepentimiento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"venta_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"motivo" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitudes_arrepentimiento_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "solicitudes_arrepentimiento_venta_id_unique" UNIQUE("venta_id"),
	CONSTRAINT "solicitudes_arrepentimiento_codigo_check" CHECK ("app"."solicitudes_arrepentimiento"."codigo" ~ '^ARR-[0-9A-Z]{6}$')
);
--> statement-breakpoint
ALTER TABLE "app"."solicitudes_arrepentimiento" ADD CONSTRAINT "solicitudes_arrepentimiento_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;