CREATE TABLE "app"."preguntas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producto_id" uuid NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"comprador_user_id" text NOT NULL,
	"autor" text NOT NULL,
	"texto" text NOT NULL,
	"texto_enmascarado" boolean DEFAULT false NOT NULL,
	"respuesta" text,
	"respuesta_enmascarada" boolean DEFAULT false NOT NULL,
	"respondida_en" timestamp with time zone,
	"respondida_por" text,
	"oculta" boolean DEFAULT false NOT NULL,
	"motivo_oculta" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preguntas_texto_check" CHECK (char_length("app"."preguntas"."texto") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "app"."alertas_producto" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"producto_id" uuid NOT NULL,
	"variante_id" uuid,
	"tipo" text NOT NULL,
	"precio_referencia" numeric(12, 2),
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"cumplida_en" timestamp with time zone,
	CONSTRAINT "alertas_producto_tipo_check" CHECK ("app"."alertas_producto"."tipo" in ('stock', 'precio'))
);
--> statement-breakpoint
CREATE TABLE "app"."favoritos" (
	"user_id" text NOT NULL,
	"producto_id" uuid NOT NULL,
	"precio_al_guardar" numeric(12, 2),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favoritos_user_id_producto_id_pk" PRIMARY KEY("user_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "app"."notificacion_preferencias" (
	"user_id" text NOT NULL,
	"clase" text NOT NULL,
	"correo" boolean NOT NULL,
	"push" boolean NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacion_preferencias_user_id_clase_pk" PRIMARY KEY("user_id","clase")
);
--> statement-breakpoint
CREATE TABLE "app"."push_suscripciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"dispositivo" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_envio_en" timestamp with time zone,
	CONSTRAINT "push_suscripciones_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "app"."preguntas" ADD CONSTRAINT "preguntas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."preguntas" ADD CONSTRAINT "preguntas_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alertas_producto" ADD CONSTRAINT "alertas_producto_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alertas_producto" ADD CONSTRAINT "alertas_producto_variante_id_producto_variantes_id_fk" FOREIGN KEY ("variante_id") REFERENCES "app"."producto_variantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."favoritos" ADD CONSTRAINT "favoritos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preguntas_producto_idx" ON "app"."preguntas" USING btree ("producto_id","creada_en");--> statement-breakpoint
CREATE INDEX "preguntas_emprendimiento_idx" ON "app"."preguntas" USING btree ("emprendimiento_id","respondida_en","creada_en");--> statement-breakpoint
CREATE INDEX "preguntas_comprador_idx" ON "app"."preguntas" USING btree ("comprador_user_id","creada_en");--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_producto_viva_unique" ON "app"."alertas_producto" USING btree ("user_id","producto_id",coalesce("variante_id", '00000000-0000-0000-0000-000000000000'::uuid),"tipo") WHERE "app"."alertas_producto"."cumplida_en" is null;--> statement-breakpoint
CREATE INDEX "alertas_producto_vivas_idx" ON "app"."alertas_producto" USING btree ("producto_id") WHERE "app"."alertas_producto"."cumplida_en" is null;--> statement-breakpoint
CREATE INDEX "favoritos_producto_idx" ON "app"."favoritos" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "push_suscripciones_user_idx" ON "app"."push_suscripciones" USING btree ("user_id");