import { type SessionAnswer, soleDoyang } from '@doyang/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './env.ts';

export const PASSWORD = 'demo1234';

/** The login screen as a person uses it, landing on Home: the journeys about logging in (shell/login-and-menus, account/). */
export async function loginByForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('home')).toBeVisible();
}

/**
 * Signed in as `email` without the login screen, then `path` opened: the login call's token and user go into the
 * browser's storage as the login screen puts them (apps/web/src/providers/sign-in.ts, with the sole doyang selected),
 * once, so a logout later in the journey stays one. The login screen and the Home it lands on are journeys of their
 * own; a journey that starts elsewhere no longer loads them first (about two seconds each, docs/decisions.md "CI time").
 */
export async function signIn(page: Page, email: string, path: string, password = PASSWORD): Promise<void> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.ok(), `login ${email}`).toBe(true);
  const { access_token: token, user } = (await res.json()) as SessionAnswer;
  const own = soleDoyang(user);
  const session = {
    once: `e2e-signed-in-${Math.random()}`,
    token,
    user: JSON.stringify(user),
    doyang: own ? JSON.stringify({ id: own.id, name: own.name }) : null,
  };
  await page.addInitScript((s) => {
    if (localStorage.getItem(s.once)) return;
    localStorage.setItem(s.once, '1');
    for (const key of ['token', 'user', 'doyang', 'impersonator']) localStorage.removeItem(key);
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', s.user);
    if (s.doyang) localStorage.setItem('doyang', s.doyang);
  }, session);
  await page.goto(path);
}

/** Signed in as `email` (signIn) and on Home: where a journey through the menus or the cards starts. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await signIn(page, email, '/', password);
  await expect(page.getByTestId('home')).toBeVisible();
}

export const menu = (page: Page) => page.getByTestId('menu');

/**
 * Selects a doyang card as a keyboard user does: its select button, Enter. A click has to land on a free spot of the
 * card, and the card's counts are buttons of their own (each opens its students); a tall card also slides its corners
 * under the app bar when scrolled into view.
 */
export async function pickCard(card: Locator): Promise<void> {
  await card.locator('.doyang-select').press('Enter');
}

/** A token signed with the e2e server's secret whose lifetime is already over. */
export async function expiredToken(userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(`expired-${now}`)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}
