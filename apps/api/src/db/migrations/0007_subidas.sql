CREATE TABLE "app"."subidas" (
	"url" text PRIMARY KEY NOT NULL,
	"emprendimiento_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."subidas" ADD CONSTRAINT "subidas_emprendimiento_id_emprendimientos_id_fk" FOREIGN KEY ("emprendimiento_id") REFERENCES "app"."emprendimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subidas_emprendimiento_idx" ON "app"."subidas" USING btree ("emprendimiento_id");--> statement-breakpoint
CREATE INDEX "subidas_creada_idx" ON "app"."subidas" USING btree ("creada_en");