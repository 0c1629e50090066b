import { ROLES, type Rol, type UsuarioAutenticado } from '@feria/contracts';

/** What the identity server says about an account now (apps/identity `accountState`). */
export interface EstadoCuenta {
  enabled: boolean;
  roles: string[];
  sessionActive: boolean;
}

/**
 * Checks a verified token's caller against the account's current state: a
 * token stays signed until it expires, but a disabled account, an ended session or a removed
 * role must count on the next request.
 */
export interface AccountStateSource {
  /** The caller with its current roles; null when the account is disabled or gone, or the token's session ended. */
  current(usuario: UsuarioAutenticado): Promise<UsuarioAutenticado | null>;
  /** Forgets this instance's copy of an account's state (other instances hear of it through NOTIFY). */
  invalidate(sub: string): void;
  /** Forgets everything, e.g. when notifications may have been missed. */
  invalidateAll(): void;
  /**
   * Calls `listener` after every invalidation: with the account's sub, or undefined when any
   * account may have changed. Long-lived work started with a token (an open SSE stream) checks
   * its caller again then. Returns the function that stops the calls.
   */
  subscribe(listener: (sub: string | undefined) => void): () => void;
}

/**
 * A real Keycloak (IDENTITY_EMBEDDED=false): the token is all the API knows. Revocation there is
 * bounded by the access-token lifespan (README "Keycloak real": keep it short).
 */
export const tokenOnlyAccountState: AccountStateSource = {
  current: async (usuario) => usuario,
  invalidate: () => undefined,
  invalidateAll: () => undefined,
  subscribe: () => () => undefined,
};

export interface CachedAccountStateOptions {
  load: (sub: string, sid: string) => Promise<EstadoCuenta | undefined>;
  /** How long a looked-up state may be reused; 0 = look up on every request. */
  ttlMs: number;
  /** False while notifications may be missed (LISTEN connection down): nothing is reused then. */
  trusted?: () => boolean;
  now?: () => number;
}

const MAX_ACCOUNTS = 10_000;
const isRol = (r: string): r is Rol => (ROLES as readonly string[]).includes(r);

/**
 * Embedded identity server: the account's row and the token's session, read from the shared
 * database and reused for a few seconds per instance, keyed by sub then sid. An admin change or a
 * logout drops the account's entries at once: in-process through `invalidate`, in other
 * instances through the identity server's NOTIFY (apps/api/src/plugins/account-state.ts).
 */
export function cachedAccountState(opts: CachedAccountStateOptions): AccountStateSource {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Map<string, { estado: EstadoCuenta | undefined; at: number }>>();
  // Bumped by every invalidation, so a lookup that started before it cannot store what it read.
  const versions = new Map<string, number>();
  let epoch = 0;

  const listeners = new Set<(sub: string | undefined) => void>();
  const tell = (sub: string | undefined) => {
    for (const listener of listeners) listener(sub);
  };

  const cacheable = () => opts.ttlMs > 0 && (opts.trusted?.() ?? true);
  const read = (sub: string, sid: string) => {
    const hit = entries.get(sub)?.get(sid);
    return hit && now() - hit.at < opts.ttlMs && cacheable() ? hit : undefined;
  };
  const store = (sub: string, sid: string, estado: EstadoCuenta | undefined) => {
    if (entries.size >= MAX_ACCOUNTS && !entries.has(sub)) entries.clear();
    const sids = entries.get(sub) ?? new Map<string, { estado: EstadoCuenta | undefined; at: number }>();
    sids.set(sid, { estado, at: now() });
    entries.set(sub, sids);
  };

  return {
    async current(usuario) {
      const sid = usuario.sid;
      if (!sid) return null; // every session of the embedded server names itself in the token
      let hit = read(usuario.sub, sid);
      if (!hit) {
        const version = versions.get(usuario.sub) ?? 0;
        const started = epoch;
        const estado = await opts.load(usuario.sub, sid);
        if (cacheable() && version === (versions.get(usuario.sub) ?? 0) && started === epoch)
          store(usuario.sub, sid, estado);
        hit = { estado, at: now() };
      }
      const { estado } = hit;
      if (!estado?.enabled || !estado.sessionActive) return null;
      return { ...usuario, roles: estado.roles.filter(isRol) };
    },
    invalidate(sub) {
      entries.delete(sub);
      versions.set(sub, (versions.get(sub) ?? 0) + 1);
      if (versions.size > MAX_ACCOUNTS) {
        versions.clear();
        epoch++;
      }
      tell(sub);
    },
    invalidateAll() {
      entries.clear();
      versions.clear();
      epoch++;
      tell(undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
