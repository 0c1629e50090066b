ALTER TABLE "app"."pagos" ADD COLUMN "cobrador_mp_user_id" text;--> statement-breakpoint
ALTER TABLE "app"."pagos_recibidos" ADD COLUMN "cobrador_id" text;--> statement-breakpoint
ALTER TABLE "app"."pagos_recibidos" ADD COLUMN "comision_mercadopago" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "app"."pagos_recibidos" ADD COLUMN "comision_marketplace" numeric(12, 2);--> statement-breakpoint
-- Hand-written: the shop's public pages say whether it takes Mercado Pago (docs/producto/pagos.md#medios-de-pago),
-- so connecting or disconnecting drops the shop's cached public answers (decision 046).
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.mercadopago_cuentas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.mercadopago_cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.mercadopago_cuentas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
