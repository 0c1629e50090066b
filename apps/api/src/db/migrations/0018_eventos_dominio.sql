CREATE TABLE "app"."eventos_dominio" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"despachado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app"."eventos_reacciones" (
	"evento_id" bigint NOT NULL,
	"reaccion" text NOT NULL,
	"hecha_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_reacciones_evento_id_reaccion_pk" PRIMARY KEY("evento_id","reaccion")
);
--> statement-breakpoint
CREATE INDEX "eventos_dominio_pendientes_idx" ON "app"."eventos_dominio" USING btree ("id") WHERE despachado_en is null;