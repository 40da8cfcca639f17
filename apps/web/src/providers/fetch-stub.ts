import { afterEach, beforeEach, vi } from 'vitest';

/** For unit tests: what the app asked `fetch` for, and the browser storage, without a server or a browser. */
export type Call = { url: string; init: RequestInit };

/** Before each test: `localStorage` holds `stored` (a token by default) and no call is recorded yet. */
export function stubApi(stored: Record<string, string> = { token: 'T0K3N' }) {
  const calls: Call[] = [];
  const store = new Map<string, string>();
  beforeEach(() => {
    calls.length = 0;
    store.clear();
    for (const [key, value] of Object.entries(stored)) store.set(key, value);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Every following call answers `status` with `body` as JSON. */
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  /** The method, URL, bearer and JSON body of call `i`. */
  const sent = (i = 0) => ({
    method: calls[i].init.method ?? 'GET',
    url: calls[i].url,
    auth: new Headers(calls[i].init.headers).get('Authorization'),
    body: typeof calls[i].init.body === 'string' ? JSON.parse(calls[i].init.body as string) : undefined,
  });
  return { calls, store, answer, sent };
}
