-- Test seller accounts of the authorization page (docs/producto/pagos.md#sandbox-oauth): fixed ids and
-- public keys, so a connected shop keeps the same Mercado Pago user_id across restarts of the sandbox.
INSERT INTO "mp_sandbox"."seller_accounts" ("user_id", "nickname", "email", "public_key") VALUES
	(2481000001, 'VENDEDOR_PRUEBA_1', 'test_user_2481000001@testuser.com', 'TEST-5f1c2a8e-0b6d-4e2f-9a41-7c3d8e1b2a01'),
	(2481000002, 'VENDEDOR_PRUEBA_2', 'test_user_2481000002@testuser.com', 'TEST-5f1c2a8e-0b6d-4e2f-9a41-7c3d8e1b2a02'),
	(2481000003, 'VENDEDOR_PRUEBA_3', 'test_user_2481000003@testuser.com', 'TEST-5f1c2a8e-0b6d-4e2f-9a41-7c3d8e1b2a03')
ON CONFLICT ("user_id") DO NOTHING;
