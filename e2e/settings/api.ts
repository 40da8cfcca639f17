import type { ConfigurationRowAnswer, SessionAnswer } from '@doyang/domain';
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from '../support/session.ts';

/** A bearer token for `email`, straight from the API (for setup, clean-up and refusal checks). */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { email, password: PASSWORD } });
  return ((await answer.json()) as SessionAnswer).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The stored value of a configuration id. */
export async function configValue(request: APIRequestContext, token: string, id: number): Promise<string | null> {
  const answer = await request.get(`/api/configuration/${id}`, { headers: bearer(token) });
  return ((await answer.json()) as ConfigurationRowAnswer).value;
}

/** 'YYYY-MM-DD' moved by `days`. */
export function addDays(ymd: string, days: number): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
