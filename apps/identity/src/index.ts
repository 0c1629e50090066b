// Embedded identity server: oidc-provider with Keycloak's layout, mounted by the
// API at /auth, plus what the API's admin area needs from the users table.
export type { IdentityDb } from './db/identity-db';
export { migrateIdentity } from './db/migrate';
export { identityPlugin, type IdentityPluginOptions } from './plugin';
export { FORM_POSTS_PER_MINUTE, type SharedCounter } from './interactions/throttle';
export { getPublicJwks } from './keys/key-store';
export { usuariosService, type UsuariosService, type ResultadoActualizacion } from './users/usuarios.service';
export { accountState, ACCOUNT_CHANGES_CHANNEL, type AccountState } from './users/account-state';
export { API_RESOURCE } from './oidc/provider';
export { seedDemoAccounts, type DemoAccount } from './users/seed-demo-accounts';
export { REALM, CLIENT_ID, REALM_PATH } from './realm';
