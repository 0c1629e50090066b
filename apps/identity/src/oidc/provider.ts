import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityDb } from '../db/identity-db';
import type { IdentityKeys } from '../keys/key-store';
import { providerPages } from '../pages/provider-pages';
import { CLIENT_ID, OIDC_PATH } from '../realm';
import { extraTokenClaims, findAccount } from './account-claims';
import { postgresAdapter } from './adapter';
import { keycloakSessionCookie } from './keycloak-session';
import { isAllowedRedirect } from './redirect-uris';
import { jwtShapedTokenId } from './refresh-token-id';
import { isWebOrigin, preflightOnlyForWebOrigins, requestOrigin } from './web-origins';

/** Resource indicator of the API: access tokens for it are JWTs the API verifies offline. */
export const API_RESOURCE = 'urn:feria:api';
const API_SCOPE = 'api';

/** Lifetimes in seconds, Keycloak's defaults: 5-minute access tokens, 10-hour SSO session. */
export const TTL = { accessToken: 300, idToken: 300, code: 60, interaction: 3600, session: 36_000 } as const;

const ALL_CLAIMS = ['sub', 'preferred_username', 'email', 'email_verified', 'given_name', 'family_name', 'name'];

export interface ProviderOptions {
  db: IdentityDb;
  issuer: string;
  /** Path where requests reach the provider, e.g. /auth/realms/feria. */
  mountPath: string;
  origins: ReadonlySet<string>;
  keys: IdentityKeys;
  secureCookies: boolean;
}

/** oidc-provider configured with Keycloak's route layout and behaviour (notes/identity.md). */
export function createProvider(o: ProviderOptions): Provider {
  const pages = providerPages(`${o.mountPath}/resources`);
  const frontend = {
    client_id: CLIENT_ID,
    client_name: 'Feria',
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    // Any path on these origins is accepted (redirectUriAllowed below); these are the registered bases.
    redirect_uris: [...o.origins].map((origin) => `${origin}/`),
    post_logout_redirect_uris: [...o.origins].map((origin) => `${origin}/`),
  };

  const configuration: Configuration = {
    adapter: postgresAdapter(o.db),
    clients: [frontend],
    jwks: o.keys.jwks as Configuration['jwks'],
    cookies: {
      keys: o.keys.cookieKeys,
      // The session cookie only travels to the realm; interaction cookies get oidc-provider's
      // narrower per-interaction paths (that binding is what protects the login forms).
      long: { httpOnly: true, sameSite: 'lax', path: o.mountPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    // Keycloak puts the profile and e-mail claims in every token even for scope=openid (keycloak-js asks only that).
    claims: { openid: ALL_CLAIMS, profile: ALL_CLAIMS, email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    extraParams: ['kc_action', 'kc_idp_hint', 'kc_register', 'kc_locale'],
    pkce: { required: () => true },
    routes: {
      authorization: `${OIDC_PATH}/auth`,
      token: `${OIDC_PATH}/token`,
      end_session: `${OIDC_PATH}/logout`,
      jwks: `${OIDC_PATH}/certs`,
      // Our own userinfo answers at .../userinfo (JWT access tokens are bound to the API resource).
      userinfo: `${OIDC_PATH}/oidc-userinfo`,
    },
    discovery: { userinfo_endpoint: `${o.issuer}${OIDC_PATH}/userinfo` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_RESOURCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TTL.accessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: TTL.accessToken,
      IdToken: TTL.idToken,
      AuthorizationCode: TTL.code,
      Interaction: TTL.interaction,
      Session: TTL.session,
      Grant: TTL.session,
      // Rotation keeps the first token's absolute expiry for the public SPA client.
      RefreshToken: (ctx, _token, _client) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? TTL.session,
    },
    interactions: { url: (_ctx, interaction) => `${o.mountPath}/login-actions/${interaction.uid}` },
    findAccount: findAccount(o.db),
    extraTokenClaims: extraTokenClaims(o.db),
    // Refresh tokens for the SPA without offline_access, as Keycloak does.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: firstPartyGrant,
    renderError: pages.renderError,
    // Web origins: a token or userinfo request from any other page is refused.
    clientBasedCORS: (ctx, origin) => isWebOrigin(origin, o.origins, ctx),
  };

  const provider = new Provider(o.issuer, configuration);
  provider.proxy = o.secureCookies;
  allowOriginWideRedirects(provider, o.origins);
  jwtShapedRefreshTokens(provider);
  provider.use(keycloakSessionCookie(o.mountPath, TTL.session));
  provider.use(preflightOnlyForWebOrigins(o.origins));
  return provider;
}

/**
 * Feria's own SPA needs no consent screen (first party, like Keycloak's consentRequired=false):
 * the grant covers every scope and the API resource.
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await ctx.oidc.provider.Grant.find(grantId);
    if (existing && existing.accountId === session.accountId) return existing;
  }
  if (client.clientId !== CLIENT_ID) return undefined;
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid profile email');
  grant.addOIDCClaims(ALL_CLAIMS);
  grant.addResourceScope(API_RESOURCE, API_SCOPE);
  await grant.save();
  return grant;
}

function allowOriginWideRedirects(provider: Provider, origins: ReadonlySet<string>) {
  const check = (value: string) => isAllowedRedirect(value, origins, Provider.ctx && requestOrigin(Provider.ctx));
  provider.Client.prototype.redirectUriAllowed = check;
  provider.Client.prototype.postLogoutRedirectUriAllowed = check;
}

function jwtShapedRefreshTokens(provider: Provider) {
  const proto = provider.RefreshToken.prototype as unknown as {
    generateTokenId(): string;
    accountId?: string;
    sessionUid?: string;
    clientId?: string;
  };
  proto.generateTokenId = function generateTokenId(this: typeof proto) {
    return jwtShapedTokenId({ sid: this.sessionUid, azp: this.clientId });
  };
}
