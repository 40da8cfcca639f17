import type { UsersPageAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { login } from '../support/session.ts';

test('screens say no the same way: denied with the reason, unknown addresses not found, each with a way back', async ({
  page,
  request,
}) => {
  await login(page, 'profesor@demo.mx');

  // A screen the professor may not open.
  await page.goto('/permissions');
  await expect(page.getByTestId('refusal-denied')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/refusal-denied-1400.png' });

  // A record of another doyang: the server's reason, not an empty form (with their own doyang selected, since
  // student screens send a professor without one Home, spec 02 §6).
  await page.goto('/');
  await page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByRole('button').first().click();
  await expect(page.getByTestId('selected-doyang')).not.toHaveText('SIN DOYANG SELECCIONADO');
  const director = await apiAs(request, 'director@demo.mx');
  const other = await director.call<UsersPageAnswer>('GET', '/api/users?doyang_id=3&paginate=1&perPage=1');
  await page.goto(`/students/${other.body.data[0].id}`);
  await expect(page.getByTestId('refusal-denied')).toBeVisible();
  await expect(page.getByTestId('refusal-denied').getByText(/doyang/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /guardar/i })).toHaveCount(0);

  // Addresses that are no screen.
  for (const path of ['/products', '/doyang_surrogations', '/doyang_category_requisites', '/doyangs/1/attendances', '/nada']) {
    await page.goto(path);
    await expect(page.getByTestId('refusal-missing'), path).toBeVisible();
  }
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/refusal-missing-800.png' });
  await page.getByText('Ir al inicio').click();
  await expect(page.getByTestId('home')).toBeVisible();
});
