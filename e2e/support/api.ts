import type { ServerTimeAnswer, SessionAnswer } from '@doyang/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './session.ts';

/** The JSON API as one logged-in user, for a journey's set-up, clean-up and server-side checks. */
export type Api = {
  call: <T = unknown>(method: string, path: string, data?: unknown) => Promise<{ status: number; body: T }>;
};

export async function apiAs(request: APIRequestContext, email: string, password = PASSWORD): Promise<Api> {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as SessionAnswer).access_token;
  return {
    call: async <T>(method: string, path: string, data?: unknown) => {
      const res = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      return { status: res.status(), body: (text ? JSON.parse(text) : null) as T };
    },
  };
}

/** The server's calendar day (Mexico City), as the screens use it. */
export async function serverToday(api: Api): Promise<string> {
  return (await api.call<ServerTimeAnswer>('GET', '/api/time')).body.today;
}
