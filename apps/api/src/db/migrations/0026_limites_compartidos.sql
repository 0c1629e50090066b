-- Rate-limit counters shared by the instances (decision 089): UNLOGGED, a crash may lose a minute of counts.
CREATE UNLOGGED TABLE "app"."limites_solicitudes" (
	"clave" text PRIMARY KEY NOT NULL,
	"cuenta" integer NOT NULL,
	"vence" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limites_solicitudes_vence_idx" ON "app"."limites_solicitudes" USING btree ("vence");