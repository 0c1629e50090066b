/** Keycloak-compatible names the SPA's keycloak-js uses (docs/arquitectura.md#identidad). */
export const REALM = 'feria';
export const CLIENT_ID = 'frontend';
/** Path of the realm below the plugin's `/auth` prefix. */
export const REALM_PATH = `/realms/${REALM}`;
export const OIDC_PATH = '/protocol/openid-connect';
