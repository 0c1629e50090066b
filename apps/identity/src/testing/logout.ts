import { formAction, OIDC, ORIGIN, type TestBrowser } from './test-server';

/** keycloak-js logout(): the logout page, then its auto-submitted form with logout=yes. Answers the final status (303). */
export async function logout(browser: TestBrowser, idToken: string): Promise<number> {
  const query = new URLSearchParams({
    client_id: 'frontend',
    post_logout_redirect_uri: `${ORIGIN}/`,
    id_token_hint: idToken,
  });
  const page = await browser.request('GET', `${OIDC}/logout?${query.toString()}`);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return (await browser.request('POST', formAction(page.body), { form: { xsrf, logout: 'yes' } })).status;
}
