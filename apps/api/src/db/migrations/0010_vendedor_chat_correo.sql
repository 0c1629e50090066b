CREATE TABLE "app"."reembolsos" (
	"venta_id" uuid PRIMARY KEY NOT NULL,
	"metodo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"reembolso_proveedor_id" text,
	"nota" text,
	"creado_por_user_id" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reembolsos_estado_check" CHECK ("app"."reembolsos"."estado" in ('pendiente', 'hecho', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "app"."venta_mensajes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venta_id" uuid NOT NULL,
	"autor_user_id" text NOT NULL,
	"autor_rol" text NOT NULL,
	"texto" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leido_en" timestamp with time zone,
	CONSTRAINT "venta_mensajes_rol_check" CHECK ("app"."venta_mensajes"."autor_rol" in ('comprador', 'vendedor')),
	CONSTRAINT "venta_mensajes_largo_check" CHECK (char_length("app"."venta_mensajes"."texto") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "app"."eventos_usuario" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."correo_preferencias" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mails_chat" boolean DEFAULT true NOT NULL,
	"token_baja" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correo_preferencias_token_baja_unique" UNIQUE("token_baja")
);
--> statement-breakpoint
ALTER TABLE "app"."venta_eventos" ADD COLUMN "estado_anterior" text;--> statement-breakpoint
ALTER TABLE "app"."venta_eventos" ADD COLUMN "actor" text DEFAULT 'sistema' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."venta_eventos" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "app"."reembolsos" ADD CONSTRAINT "reembolsos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."venta_mensajes" ADD CONSTRAINT "venta_mensajes_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "app"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venta_mensajes_venta_idx" ON "app"."venta_mensajes" USING btree ("venta_id","id");--> statement-breakpoint
CREATE INDEX "eventos_usuario_user_idx" ON "app"."eventos_usuario" USING btree ("user_id","id");