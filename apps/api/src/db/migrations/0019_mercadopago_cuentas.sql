CREATE TABLE "app"."mercadopago_cuentas" (
	"emprendimiento_id" uuid PRIMARY KEY NOT NULL,
	"estado" text NOT NULL,
	"mp_user_id" text,
	"access_token" text,
	"refresh_token" text,
	"id_clave" text,
	"vence_en" timestamp with time zone,
	"conectada_en" timestamp with time zone,
	"motivo_desconexion" text,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mercadopago_cuentas_estado_ck" CHECK ("app"."mercadopago_cuentas"."estado" in ('conectada', 'desconectada')),
	CONSTRAINT "mercadopago_cuentas_tokens_ck" CHECK (("app"."mercadopago_cuentas"."estado" = 'conectada') = ("app"."mercadopago_cuentas"."access_token" is not null and "app"."mercadopago_cuentas"."refresh_token" is not null and "app"."mercadopago_cuentas"."mp_user_id" is not null and "app"."mercadopago_cuentas"."vence_en" is not null))
);
--> statement-breakpoint
CREATE TABLE "app"."mercadopago_oauth_estados" (
	"estado_hash" text PRIMARY KEY NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"verificador" text NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."mercadopago_cuentas" ADD CONSTRAINT "mercadopago_cuentas_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."mercadopago_oauth_estados" ADD CONSTRAINT "mercadopago_oauth_estados_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mercadopago_cuentas_mp_user_idx" ON "app"."mercadopago_cuentas" USING btree ("mp_user_id");