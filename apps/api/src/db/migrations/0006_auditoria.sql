CREATE TABLE "app"."auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app"."auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text,
	"accion" text NOT NULL,
	"objetivo_tipo" text NOT NULL,
	"objetivo_id" text NOT NULL,
	"antes" jsonb NOT NULL,
	"despues" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auditoria_objetivo_idx" ON "app"."auditoria" USING btree ("objetivo_id");--> statement-breakpoint
CREATE INDEX "auditoria_actor_idx" ON "app"."auditoria" USING btree ("actor_id");