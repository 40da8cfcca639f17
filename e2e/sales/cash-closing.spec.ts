import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, menu, pickCard } from '../support/session.ts';

// Issue 25 (corte de caja, beyond the spec): a professor sees what the drawer should hold by payment type since the
// previous closing, counts the cash, sees the difference, closes it, and finds the closing below; nothing is left to close.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/pos';
let school: FreshDoyang;

test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  const director = await apiAs(school.request, 'director@demo.mx');
  const profesor = await apiAs(school.request, school.profesor.email);
  const product = await director.call<{ id: number }>('POST', '/api/products', {
    name: `CINTA CORTE ${randomUUID().slice(0, 4)}`,
    price: '120',
  });
  const variant = await director.call<{ id: number }>('POST', '/api/product_variants', {
    product_id: product.body.id,
    name: 'BLANCA',
    order: 1,
  });
  const size = await director.call<{ id: number }>('POST', '/api/product_sizes', {
    product_variant_id: variant.body.id,
    name: '3',
    order: 1,
  });
  expect(size.status).toBe(201);
  const entry = await profesor.call('POST', '/api/inventory_moves', {
    qty: 10,
    product_size_id: size.body.id,
    doyang_id: school.doyang.id,
  });
  expect(entry.status).toBe(201);
  const [student] = await school.addStudents(await school.addGroup('GRUPO CORTE'), 1);
  for (const pay of [{ cash_total: '240' }, { cash_total: '100', debit_total: '260' }]) {
    const qty = pay.debit_total ? 3 : 2;
    const sale = await profesor.call('POST', '/api/payments', {
      note_key: randomUUID(),
      doyang_id: school.doyang.id,
      user_id: student.id,
      noteItems: [{ payment_concept_id: 4, product_size_id: size.body.id, quantity: qty }],
      ...pay,
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  }
  await school.close();
});

test('a professor closes the cash with the cash counted and sees the difference', { tag: '@isolated' }, async ({ page }) => {
  await login(page, school.profesor.email);
  await pickCard(page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId(`doyang-card-${school.doyang.id}`));
  await menu(page).getByText('Corte de caja', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `CORTE DE CAJA — ${school.doyang.name}` })).toBeVisible();
  await expect(page.getByText('2 recibos · 0 cancelaciones')).toBeVisible();
  const expected = page.getByRole('table', { name: 'Lo que debe haber por tipo de pago' });
  await expect(expected.getByRole('row', { name: /EFECTIVO/ })).toContainText('$340.00');
  await expect(expected.getByRole('row', { name: /DÉBITO/ })).toContainText('$260.00');
  await expect(expected.getByRole('row', { name: /TOTAL/ })).toContainText('$600.00');

  await page.getByLabel('Efectivo contado').fill('330');
  await expect(page.getByText('Faltan $10.00')).toBeVisible();
  await page.getByLabel('Observaciones').fill('Faltó cambio');
  await page.screenshot({ path: `${SHOTS}/corte-de-caja-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'CERRAR CAJA' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar caja' }).click();
  await expect(page.getByText('Corte de caja registrado.')).toBeVisible();
  await expect(page.getByText('No hay ventas ni cancelaciones desde el último corte de caja.')).toBeVisible();
  const closing = page.locator('tbody tr').filter({ hasText: 'Faltó cambio' });
  await expect(closing).toContainText('$340.00');
  await expect(closing).toContainText('$330.00');
  await expect(closing).toContainText('-$10.00');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: `${SHOTS}/corte-de-caja-800.png`, fullPage: true });
});
