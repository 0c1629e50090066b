-- The demo marketplace's own seller accounts (docs/producto/demo.md#cobros): one per connected demo
-- shop, so each shop collects in its own account. They are not offered on the authorization page
-- (its list stays the three VENDEDOR_PRUEBA accounts); the API's demo seed connects them directly.
INSERT INTO "mp_sandbox"."seller_accounts" ("user_id", "nickname", "email", "public_key") VALUES
	(2482000001, 'VENDEDOR_DEMO_1', 'test_user_2482000001@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b01'),
	(2482000002, 'VENDEDOR_DEMO_2', 'test_user_2482000002@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b02'),
	(2482000003, 'VENDEDOR_DEMO_3', 'test_user_2482000003@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b03'),
	(2482000004, 'VENDEDOR_DEMO_4', 'test_user_2482000004@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b04'),
	(2482000005, 'VENDEDOR_DEMO_5', 'test_user_2482000005@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b05'),
	(2482000006, 'VENDEDOR_DEMO_6', 'test_user_2482000006@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b06'),
	(2482000007, 'VENDEDOR_DEMO_7', 'test_user_2482000007@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b07'),
	(2482000008, 'VENDEDOR_DEMO_8', 'test_user_2482000008@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b08'),
	(2482000009, 'VENDEDOR_DEMO_9', 'test_user_2482000009@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b09'),
	(2482000010, 'VENDEDOR_DEMO_10', 'test_user_2482000010@testuser.com', 'TEST-7a2d4c9e-1f3b-4a6c-8d52-9e4f1a3c2b10')
ON CONFLICT ("user_id") DO NOTHING;
