CREATE TABLE "app"."auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
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