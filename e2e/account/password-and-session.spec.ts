import { expect, test } from '@playwright/test';
import { freshDoyang, type Person } from '../support/fresh-doyang.ts';
import { expiredToken, loginByForm, menu } from '../support/session.ts';

// A public-relations user of the journey's own changes the password; the director's session only expires.
let relaciones: Person;
test.beforeAll(async ({ playwright }, testInfo) => {
  const school = await freshDoyang(playwright, testInfo);
  relaciones = await school.addStaff(12);
  await school.close();
});

test('a user changes their password, logs out and logs in with the new one', { tag: '@isolated' }, async ({ page }) => {
  await loginByForm(page, relaciones.email);
  await menu(page).getByText('Cambiar contraseña', { exact: true }).click();
  await page.getByLabel('Contraseña actual').fill('no-es-esta');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-1');
  await page.getByLabel('Confirmar nueva contraseña').fill('nueva-clave-1');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña no ha podido cambiarse, verifique su vieja contraseña.')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill('demo1234');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña se ha cambiado con exito')).toBeVisible();
  await expect(page.getByTestId('home')).toBeVisible();

  await menu(page).getByText('Salir', { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('doyang')]),
  ).toEqual([null, null, null]);
  await loginByForm(page, relaciones.email, 'nueva-clave-1');
});

test('an expired session alerts once and goes to the login page', { tag: '@isolated' }, async ({ page }) => {
  await loginByForm(page, 'director@demo.mx');
  // Home's own requests finish first (its tournaments wait for the bimester): the click below is what meets the expiry.
  await page.waitForLoadState('networkidle');
  const token = await expiredToken(1);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  // Once the server has refused the dead token, no other call carries it (issue 10).
  let refused = false;
  const withDeadToken: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) refused = true;
  });
  page.on('request', (r) => {
    if (refused && r.url().includes('/api/') && r.headers().authorization === `Bearer ${token}`) withDeadToken.push(r.url());
  });
  // Under load a late request of Home can meet the expiry before the click does (CI, stop 31): whichever comes first
  // must end the same way, so the click is not awaited on its own.
  const click = menu(page)
    .getByText('Grados', { exact: true })
    .click()
    .catch(() => undefined);
  await Promise.race([click, page.waitForURL(/\/login$/)]);
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForTimeout(1500);
  expect(alerts).toEqual(['Tu sesión a caducado, por favor vuelve a iniciar sesión']);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(withDeadToken).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(withDeadToken).toEqual([]);
});
