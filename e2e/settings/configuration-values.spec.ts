import { expect, test } from '@playwright/test';
import { fillDate } from '../support/date-picker.ts';
import { login, menu, signIn } from '../support/session.ts';
import { bearer, configValue, tokenOf } from './api.ts';

test('the director changes the referral discount and the insurance flag; both persist, a bad value reverts', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'director@demo.mx');
  const discount = (await configValue(request, token, 5)) as string;
  const flag = (await configValue(request, token, 41)) as string;
  const changed = discount === '30' ? '35' : '30';
  try {
    await signIn(page, 'director@demo.mx', '/configuration');
    const field = page.getByLabel('Descuento por recomendado (%)');
    await expect(field).toHaveValue(discount);
    await field.fill(changed);
    await field.press('Enter');
    await expect(page.getByText('Se guardó «Descuento por recomendado (%)».')).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue(changed);

    // Out of range: the server's text under the field, and the stored value back in it.
    await field.fill('150');
    await field.blur();
    await expect(page.getByTestId('settings-money').getByText('Escribe un número entero entre 0 y 100.')).toBeVisible();
    await expect(page.getByText(/No se pudo guardar «Descuento por recomendado \(%\)»/)).toBeVisible();
    await expect(field).toHaveValue(changed);

    // Letters never reach a numeric setting (issue 10); Escape gives the stored value back.
    await field.fill('4x5');
    await expect(field).toHaveValue('45');
    await field.press('Escape');
    await expect(field).toHaveValue(changed);

    // Money is stored with its cents.
    const price = page.getByLabel('Precio del seguro');
    const oldPrice = await price.inputValue();
    await price.fill('401');
    await price.press('Enter');
    await expect(page.getByText('Se guardó «Precio del seguro».')).toBeVisible();
    await expect(price).toHaveValue('401.00');
    await price.fill(oldPrice);
    await price.press('Enter');
    await expect(price).toHaveValue(oldPrice);

    const toggle = page.getByTestId('setting-41');
    await expect(toggle).toBeChecked({ checked: flag === '1' });
    await toggle.click();
    await expect(page.getByText('Se guardó «Vender el seguro del próximo año».')).toBeVisible();
    await page.reload();
    await expect(toggle).toBeChecked({ checked: flag !== '1' });
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: flag === '1' });

    await field.fill(discount);
    await field.press('Enter');
    await expect(page.getByText('Se guardó «Descuento por recomendado (%)».').first()).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue(discount);
    expect(await configValue(request, token, 41)).toBe(flag);
  } finally {
    for (const [id, value] of [
      [5, discount],
      [41, flag],
    ] as const) {
      if ((await configValue(request, token, id)) !== value) {
        await request.put(`/api/configuration/${id}`, { headers: bearer(token), data: { id, value } });
      }
    }
  }
  await expect(menu(page).getByRole('link', { name: 'Configuración', exact: true })).toBeVisible();
});

test('the director adds a holiday, meets the missing name, and deletes it', async ({ page }) => {
  const name = `DÍA DE PRUEBA ${Date.now() % 100000}`;
  await signIn(page, 'director@demo.mx', '/configuration');
  const holidays = page.getByTestId('settings-holidays');
  await expect(holidays.getByText('DÍA DE LA REVOLUCIÓN')).toBeVisible();

  const nextYear = new Date().getFullYear() + 1;
  await fillDate(page.getByTestId('holiday-start'), `${nextYear}-03-10`);
  await page.getByRole('button', { name: 'Agregar día festivo' }).click();
  await expect(page.getByText('Error al agregar día festivo')).toBeVisible();
  await expect(holidays.getByText('El campo no puede estar vacio')).toBeVisible();

  await page.getByTestId('holiday-name').fill(name.toLowerCase());
  await expect(page.getByTestId('holiday-name')).toHaveValue(name);
  await fillDate(page.getByTestId('holiday-end'), `${nextYear}-03-11`);
  await page.getByRole('button', { name: 'Agregar día festivo' }).click();
  await expect(page.getByText('Día festivo agregado')).toBeVisible();
  // The list shows the holiday's year.
  const row = page.getByTestId('holidays').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`10/MAR/${nextYear}`);
  await expect(row).toContainText(`11/MAR/${nextYear}`);
  await page.reload();
  await page.getByRole('combobox', { name: 'Año' }).click();
  await page.getByRole('option', { name: String(nextYear) }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await expect(page.getByText('¿Está seguro que desea eliminar este elemento?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Día festivo eliminado')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a professor cannot use the configuration screen, and the server refuses the change', async ({ page, request }) => {
  await login(page, 'profesor@demo.mx');
  await expect(menu(page).getByText('Configuración', { exact: true })).toHaveCount(0);
  await page.goto('/configuration');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('configuration')).toHaveCount(0);

  const token = await tokenOf(request, 'profesor@demo.mx');
  const answer = await request.put('/api/configuration/5', { headers: bearer(token), data: { id: 5, value: '90' } });
  expect(answer.status()).toBe(403);
  const bimester = await request.post('/api/bimesters', {
    headers: bearer(token),
    data: { start_date: '2026-01-01', end_date: '2026-02-28' },
  });
  expect(bimester.status()).toBe(403);
});
