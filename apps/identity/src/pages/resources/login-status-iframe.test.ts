import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SCRIPT = await readFile(new URL('./login-status-iframe.js', import.meta.url), 'utf8');
const ORIGIN = 'http://localhost:8080';
const SID = 'sid-123';

/** The iframe's script in a window of its own: `fetch` answers from `answers` (an Error = no connection). */
function iframe(answers: (number | Error)[], cookie = `KEYCLOAK_SESSION=feria/user/${SID}`) {
  const fetched: string[] = [];
  const replies: string[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const window = { addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener) };
  const fetch = (url: string) => {
    fetched.push(url);
    const answer = answers.shift() ?? 204;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ status: answer });
  };
  runInNewContext(SCRIPT, {
    window,
    document: { cookie },
    location: { href: `${ORIGIN}/auth/realms/feria/protocol/openid-connect/login-status-iframe.html?version=1` },
    fetch,
    setTimeout,
  });
  const post = (data: string) => {
    for (const listener of listeners)
      listener({ data, origin: ORIGIN, source: { postMessage: (reply: string) => replies.push(reply) } });
  };
  return { post, fetched, replies };
}

describe('login-status iframe (keycloak-js session check)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers unchanged for the session in the cookie and changed for another one, asking init once', async () => {
    const frame = iframe([204]);
    frame.post(`frontend ${SID}`);
    await vi.waitFor(() => expect(frame.replies).toEqual(['unchanged']));
    frame.post('frontend otra-sesion');
    await vi.waitFor(() => expect(frame.replies).toEqual(['unchanged', 'changed']));
    expect(frame.fetched).toEqual([
      `${ORIGIN}/auth/realms/feria/protocol/openid-connect/login-status-iframe.html/init?client_id=frontend&origin=${encodeURIComponent(ORIGIN)}`,
    ]);
  });

  it('keeps asking init while the server cannot be reached instead of answering error (which ends the session)', async () => {
    const down = new TypeError('Failed to fetch');
    const frame = iframe([down, down, down, 204]);
    frame.post(`frontend ${SID}`);
    await vi.advanceTimersByTimeAsync(400);
    expect(frame.replies).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_200);
    expect(frame.fetched).toHaveLength(4);
    expect(frame.replies).toEqual(['unchanged']);
  });

  it('answers error when the server refuses this client or origin, and asks again on the next check', async () => {
    const frame = iframe([403, 204]);
    frame.post(`frontend ${SID}`);
    await vi.waitFor(() => expect(frame.replies).toEqual(['error']));
    frame.post(`frontend ${SID}`);
    await vi.waitFor(() => expect(frame.replies).toEqual(['error', 'unchanged']));
    expect(frame.fetched).toHaveLength(2);
  });
});
