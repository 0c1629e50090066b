/* global document, window, location */
// keycloak-js session iframe (Keycloak's protocol): the app posts "<clientId> <sid>" every few
// seconds; we answer 'unchanged', 'changed' or 'error' comparing the sid with the third segment
// of the KEYCLOAK_SESSION cookie. The first message is checked against .../init (204 = allowed;
// asked again until the server answers).
let init;

function readCookie(name) {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const c = part.trim();
    if (c.startsWith(prefix)) return decodeURIComponent(c.slice(prefix.length));
  }
  return null;
}

function stateFor(clientId, origin, sessionState) {
  if (clientId !== init.clientId || origin !== init.origin) return 'error';
  const cookie = readCookie('KEYCLOAK_SESSION');
  if (!cookie) return sessionState === '' ? 'unchanged' : 'changed';
  return cookie.split('/')[2] === sessionState ? 'unchanged' : 'changed';
}

const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * Asks .../init until the server answers: a network failure (the server restarting, the phone
 * between antennas) is not a logout, and answering 'error' would make keycloak-js end the session.
 * keycloak-js waits for each answer before scheduling the next check, so waiting here is safe.
 */
async function askInit(url) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    if (response) return response.status === 204;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
  }
}

async function checkState(clientId, origin, sessionState) {
  if (!init) {
    const url = `${location.href.split('?')[0]}/init?client_id=${encodeURIComponent(clientId)}&origin=${encodeURIComponent(origin)}`;
    if (!(await askInit(url))) return 'error';
    init = { clientId, origin };
  }
  return stateFor(clientId, origin, sessionState);
}

window.addEventListener('message', (event) => {
  if (typeof event.data !== 'string') return;
  const data = event.data.split(' ');
  if (data.length !== 2) return;
  const [clientId, sessionState] = data;
  void checkState(clientId, event.origin, sessionState).then((result) =>
    event.source.postMessage(result, event.origin),
  );
});
