import { expect, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './env.ts';

export const PASSWORD = 'demo1234';

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
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
