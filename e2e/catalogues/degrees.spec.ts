import { expect, test } from '@playwright/test';
import { login, menu } from '../support/session.ts';

test('the director creates and edits a degree, meeting a validation error on the way', async ({ page }) => {
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Grados', { exact: true }).click();
  await expect(page.getByText('11VO KUP')).toBeVisible();
  await expect(page.getByText('9NO DAN')).toBeVisible(); // 21 degrees fit one page of 30

  await page.getByRole('link', { name: /crear/i }).click();
  // The list's sort buttons ('Ordenar por nombre') are labelled too: fill the fields once the form is there.
  await expect(page).toHaveURL(/\/degrees\/create$/);
  await page.getByLabel('Orden').fill('0');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El campo no puede estar vacio')).toBeVisible();
  await expect(page.getByText('El numero de orden debe ser mayor a 0')).toBeVisible();

  await page.getByLabel('Nombre').fill('10mo dan');
  await page.getByLabel('Orden').fill('22');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Tu registro se ha creado')).toBeVisible();

  await page.goto('/degrees');
  await page.getByText('10MO DAN', { exact: true }).click();
  await expect(page).toHaveURL(/\/degrees\/\d+$/);
  await page.getByLabel('Nombre').fill('10mo dan honorario');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Tu registro se ha editado')).toBeVisible();
  await page.goto('/degrees');
  await expect(page.getByText('10MO DAN HONORARIO')).toBeVisible();
});
