import { describe, expect, it } from 'vitest';
import { sinSandboxEnMarcosDeSesion } from './marcos-de-sesion';

// keycloak-js's own order: src, then sandbox, then title.
function marco(src: string, sandbox: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('src', src);
  iframe.setAttribute('sandbox', sandbox);
  return iframe;
}

const KEYCLOAK = 'allow-storage-access-by-user-activation allow-scripts allow-same-origin';

describe('session frames without a sandbox (decision 063)', () => {
  sinSandboxEnMarcosDeSesion('/auth');

  it('leaves out keycloak-js’s sandbox on a same-origin identity frame', () => {
    expect(
      marco('/auth/realms/feria/protocol/openid-connect/login-status-iframe.html', KEYCLOAK).hasAttribute('sandbox'),
    ).toBe(false);
    expect(
      marco(
        `${window.location.origin}/auth/realms/feria/protocol/openid-connect/auth?prompt=none`,
        KEYCLOAK,
      ).hasAttribute('sandbox'),
    ).toBe(false);
  });

  it('keeps every other sandbox', () => {
    // A mail's HTML in the admin's outbox: no scripts.
    expect(marco('about:blank', '').getAttribute('sandbox')).toBe('');
    expect(marco('/auth/realms/feria/x.html', 'allow-scripts').getAttribute('sandbox')).toBe('allow-scripts');
    expect(marco('https://otro.example/auth/realms/feria/x.html', KEYCLOAK).getAttribute('sandbox')).toBe(KEYCLOAK);
    expect(marco('/authx/y.html', KEYCLOAK).getAttribute('sandbox')).toBe(KEYCLOAK);
  });

  it('leaves other elements’ attributes alone', () => {
    const div = document.createElement('div');
    div.setAttribute('sandbox', KEYCLOAK);
    expect(div.getAttribute('sandbox')).toBe(KEYCLOAK);
  });
});
