import { expect, test } from '@playwright/test';
import { login } from '../support/session.ts';

test('a student sees every doyang card on Home but not the Doyangs catalogue, nor phones or staff through the API', async ({
  page,
}) => {
  await login(page, 'alumno@demo.mx');
  await expect(page.getByTestId('doyang-card-2')).toBeVisible();

  await page.goto('/doyangs');
  await expect(page.getByText('Acceso denegado')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Celular|Teléfono/ })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const [card] = await (await page.request.get('/api/doyangs?ids=2&with=personal', { headers })).json();
  expect(card).toMatchObject({ id: 2 });
  expect(card).not.toHaveProperty('personal');
  expect(card).not.toHaveProperty('cellphone');
  // The same call through a percent-encoded path without a token is refused, not answered.
  const encoded = await page.request.get('/%61pi/doyangs?ids=2&with=personal');
  expect(encoded.status()).toBe(401);
});
