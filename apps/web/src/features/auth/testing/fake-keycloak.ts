import { vi } from 'vitest';

/** Session a FakeKeycloak starts with after init (null = anonymous). */
export interface FakeSession {
  sub: string;
  roles: string[];
  email?: string;
  username?: string;
  firstName?: string;
}

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');

/**
 * Test double of keycloak-js 26 with the members the app uses (unit tests only; browser journeys
 * run the real library against the real identity server).
 */
export class FakeKeycloak {
  static session: FakeSession | null = null;
  static initError: Error | null = null;
  /** When set, init() waits for it (to see the start-up screen). */
  static initGate: Promise<void> | null = null;
  static instances: FakeKeycloak[] = [];

  authenticated = false;
  token: string | undefined;
  subject: string | undefined;
  tokenParsed: Record<string, unknown> | undefined;
  idTokenParsed: Record<string, unknown> | undefined;
  onAuthSuccess?: () => void;
  onAuthRefreshSuccess?: () => void;
  onAuthLogout?: () => void;
  onTokenExpired?: () => void;

  init = vi.fn(async () => {
    if (FakeKeycloak.initGate) await FakeKeycloak.initGate;
    if (FakeKeycloak.initError) throw FakeKeycloak.initError;
    if (FakeKeycloak.session) this.signIn(FakeKeycloak.session);
    return this.authenticated;
  });
  login = vi.fn(async () => undefined);
  register = vi.fn(async () => undefined);
  logout = vi.fn(async () => undefined);
  updateToken = vi.fn(async () => false);
  loadUserProfile = vi.fn(async () => {
    const s = FakeKeycloak.session;
    return {
      id: s?.sub,
      username: s?.username ?? 'usuario',
      email: s?.email ?? 'usuario@example.com',
      firstName: s?.firstName,
    };
  });
  clearToken = vi.fn(() => {
    if (!this.token) return;
    this.authenticated = false;
    this.token = this.subject = this.tokenParsed = this.idTokenParsed = undefined;
    this.onAuthLogout?.();
  });

  constructor(public config: unknown) {
    FakeKeycloak.instances.push(this);
  }

  signIn(s: FakeSession) {
    this.authenticated = true;
    this.subject = s.sub;
    this.tokenParsed = { sub: s.sub, realm_access: { roles: s.roles }, email: s.email, preferred_username: s.username };
    this.idTokenParsed = { sub: s.sub };
    this.token = `${b64({ alg: 'RS256' })}.${b64(this.tokenParsed)}.firma`;
  }

  static reset() {
    FakeKeycloak.session = null;
    FakeKeycloak.initError = null;
    FakeKeycloak.initGate = null;
    FakeKeycloak.instances = [];
  }
}
