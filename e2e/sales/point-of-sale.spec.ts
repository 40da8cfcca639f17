import { execFileSync } from 'node:child_process';
import { formatDayMonYear, type Paged, type QuoteAnswer, type UserListItemAnswer } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { type Api, apiAs, serverToday } from '../support/api.ts';
import { dateField, fillDate } from '../support/date-picker.ts';
import { shoot as shootScreen } from '../support/screens.ts';
import { login, menu, signIn } from '../support/session.ts';

// Issue 25: a professor sells a uniform size and a monthly payment to a student, paying with cash and card, prints the
// receipt, sees the stock go down in INVENTARIO and the exit in ENTRADAS/SALIDAS, and cancels the receipt in RECIBOS;
// the student's RECIBOS tab shows it cancelled with its payments.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/pos';
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name, { settle: true });
const DOYANG = { id: 1, name: 'MDK ORIENTE IZTAPALAPA' };
const PRODUCT = 'DOBOK (UNIFORME)';

type Size = { id: number; name: string; existance?: number };
type Product = { id: number; name: string; product_variants: { name: string; product_sizes: Size[] }[] };

const peso = (amount: string) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(Number(amount));

/** A size of the uniform the doyang holds at least two of, and its stock. */
async function uniformSize(api: Api) {
  const res = await api.call<Paged<Product>>(
    'GET',
    `/api/products?doyang_id=${DOYANG.id}&page=1&stocked=1&search=DOBOK&with=product_variants,product_variants.product_sizes`,
  );
  const product = res.body.data.find((p) => p.name === PRODUCT);
  expect(product).toBeTruthy();
  for (const variant of product?.product_variants ?? []) {
    const size = variant.product_sizes.find((s) => (s.existance ?? 0) >= 2);
    if (size) return { variant: variant.name, size: size.name, id: size.id, stock: size.existance ?? 0 };
  }
  throw new Error('La demo no tiene uniformes en existencia');
}

/** The doyang's stock of one size. */
async function stockOf(api: Api, sizeId: number) {
  const res = await api.call<Paged<Product>>(
    'GET',
    `/api/products?doyang_id=${DOYANG.id}&page=1&stocked=1&search=DOBOK&with=product_variants,product_variants.product_sizes`,
  );
  const sizes = res.body.data.flatMap((p) => p.product_variants.flatMap((v) => v.product_sizes));
  return sizes.find((s) => s.id === sizeId)?.existance ?? 0;
}

test('a professor sells a uniform and a monthly payment, prints the receipt, sees the stock and cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, 'profesor@demo.mx');
  const students = await api.call<Paged<UserListItemAnswer>>(
    'GET',
    `/api/users?role_id=10&active=1&doyang_id=${DOYANG.id}&paginate=1&perPage=50`,
  );
  const student = students.body.data.find((s) => s.start_payments_date);
  if (!student) throw new Error('La demo no tiene alumnos con fecha de inicio de pagos');
  const uniform = await uniformSize(api);
  // What the server charges for this note, the amounts the screen must show.
  const quote = await api.call<QuoteAnswer>('POST', '/api/payments/quote', {
    doyang_id: DOYANG.id,
    user_id: student.id,
    noteItems: [
      { payment_concept_id: 4, product_size_id: uniform.id, quantity: 1 },
      { payment_concept_id: 5, monthsAdded: 1 },
    ],
  });
  expect(quote.status).toBe(200);
  const total = quote.body.total;

  await login(page, 'profesor@demo.mx');
  await expect(page.getByTestId('selected-doyang')).toHaveText(DOYANG.name);
  await menu(page).getByText('Ventas', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `VENTAS · ${DOYANG.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vender' })).toBeDisabled();

  // The client: a student of the doyang, found by part of the name.
  await page.getByTestId('sale-student').fill(student.last_name);
  await page.getByRole('option', { name: student.full_name }).click();
  await expect(page.getByTestId('sale-student-summary')).toContainText('Primera mensualidad sin pagar');

  // A uniform size (its stock shown), then one month.
  await page.getByTestId('sale-product').fill('DOBOK');
  await page.getByRole('option', { name: PRODUCT }).click();
  await page.getByLabel('Variante').click();
  await page.getByRole('option', { name: uniform.variant, exact: true }).click();
  await page.getByLabel('Talla (existencia)').click();
  await page.getByRole('option', { name: `${uniform.size} (${uniform.stock} en existencia)`, exact: true }).click();
  await page.getByRole('button', { name: 'Agregar a la nota' }).click();
  const note = page.getByTestId('sale-note');
  await expect(note.locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Concepto').click();
  await page.getByRole('option', { name: 'Mensualidad' }).click();
  await page.getByRole('button', { name: 'Agregar a la nota' }).click();
  await expect(note.locator('tbody tr')).toHaveCount(2);
  for (const [i, line] of quote.body.lines.entries()) {
    await expect(note.locator('tbody tr').nth(i)).toContainText(line.title);
    await expect(note.locator('tbody tr').nth(i)).toContainText(peso(line.amount));
  }
  await expect(page.getByTestId('sale-total')).toHaveText(peso(total));

  // Without a payment type the sale is refused here; a single type takes the whole total.
  await page.getByRole('button', { name: 'Vender' }).click();
  await expect(page.getByTestId('sale-problem')).toHaveText('Selecciona un tipo de pago');
  await page.getByLabel('Tipo de pago').click();
  await page.getByRole('option', { name: 'EFECTIVO' }).click();
  const cash = page.getByRole('textbox', { name: 'EFECTIVO', exact: true });
  const card = page.getByRole('textbox', { name: 'TARJETA DE CRÉDITO', exact: true });
  await expect(cash).toHaveValue(total);
  // Split: $500 in cash, the rest by card; a wrong split is named first.
  await cash.fill('500');
  await card.fill('1');
  await page.getByRole('button', { name: 'Vender' }).click();
  await expect(page.getByTestId('sale-problem')).toHaveText('La suma de los pagos no coincide con el total');
  const rest = ((Math.round(Number(total) * 100) - 50000) / 100).toFixed(2);
  await card.fill(rest);
  await expect(page.getByTestId('sale-paid-sum')).toHaveText(`Pagos: ${peso(total)} de ${peso(total)}`);
  await shoot(page, 'ventas-nota');
  await page.getByRole('button', { name: 'Vender' }).click();
  const done = page.getByTestId('sale-done');
  await expect(done).toContainText('Venta realizada con éxito');
  const receiptId = Number(/Último recibo: (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(receiptId).toBeGreaterThan(0);
  await expect(note.locator('tbody tr')).toHaveCount(1); // the empty note's row
  await expect(note).toContainText('La nota está vacía');
  expect(await stockOf(api, uniform.id)).toBe(uniform.stock - 1);
  await shoot(page, 'ventas-vendido');

  // The receipt's PDF.
  const downloading = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Imprimir recibo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('recibo.pdf');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(student.full_name);
  expect(text).toContain('DOBOK');
  expect(text).toMatch(/MENSUALIDAD/);
  expect(text.replace(/\s+/g, ' ')).toContain(peso(total).replace('$', ''));

  // WhatsApp asks for a 10-digit phone.
  await done.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  const phone = page.getByRole('dialog').getByLabel('Teléfono a 10 dígitos');
  await phone.fill('55123');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  // INVENTARIO: one less of that size.
  await menu(page).getByText('Inventario', { exact: true }).click();
  await page.getByLabel('Buscar producto').fill('DOBOK');
  await page.getByRole('button', { name: `Ver tallas de ${PRODUCT}` }).click();
  const row = page.getByTestId(`inventory-size-${PRODUCT} ${uniform.variant} ${uniform.size}`);
  await expect(row.getByTestId('stock')).toHaveText(String(uniform.stock - 1));

  // ENTRADAS/SALIDAS: the sale's exit, referenced by the receipt.
  await menu(page).getByText('Entradas/Salidas', { exact: true }).click();
  const moves = page.locator('tbody tr');
  await expect(moves.first()).toContainText(`RECIBO ${receiptId}`);
  await expect(moves.first()).toContainText('Salida');
  await expect(moves.first()).toContainText(`${uniform.variant} ${uniform.size}`);
  await expect(moves.first()).toContainText('-1');

  // RECIBOS: found by the student's name, its payments open, cancelled after the question.
  await menu(page).getByText('Recibos', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `RECIBOS · ${DOYANG.name}` })).toBeVisible();
  await page.getByTestId('receipts-search').fill(student.last_name);
  const receipt = page.getByTestId(`receipt-${receiptId}`);
  await expect(receipt).toContainText(student.full_name);
  await expect(receipt).toContainText(`EFECTIVO ${peso('500')}`);
  await receipt.getByRole('button', { name: /Pagos \(2\)/ }).click();
  await expect(receipt.getByRole('table')).toContainText('DOBOK');
  await shoot(page, 'recibos');
  // Recibos update corrects the day it shows.
  const today = await serverToday(api);
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await receipt.getByRole('button', { name: 'Cambiar fecha' }).click();
  await fillDate(dateField(page, 'Fecha'), yesterday);
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Fecha del recibo actualizada.')).toBeVisible();
  await expect(receipt).toContainText(`Recibo ${receiptId} · ${formatDayMonYear(yesterday)}`);
  await receipt.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toContainText('¿Deseas cancelar este recibo?');
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(receipt).toContainText('CANCELADO');
  await expect(receipt.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await shoot(page, 'recibos-cancelado');

  // The stock came back.
  expect(await stockOf(api, uniform.id)).toBe(uniform.stock);

  // The student's RECIBOS tab: the receipt, cancelled, and its lines in the payments history.
  await page.goto(`/students/${student.id}`);
  await page.getByRole('tab', { name: 'RECIBOS' }).click();
  const tab = page.getByTestId('student-receipts');
  await expect(tab.getByTestId(`receipt-${receiptId}`)).toContainText('CANCELADO');
  await expect(tab.getByRole('table', { name: 'Historial de pagos' })).toContainText('DOBOK');
  await shoot(page, 'alumno-recibos');

  // At 800 px a new note is still usable: a month for the same student.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/payments/create');
  await page.getByTestId('sale-student').fill(student.last_name);
  await page.getByRole('option', { name: student.full_name }).click();
  await page.getByLabel('Concepto').click();
  await page.getByRole('option', { name: 'Mensualidad' }).click();
  await page.getByRole('button', { name: 'Agregar a la nota' }).click();
  await expect(note.locator('tbody tr')).toHaveCount(1);
  await expect(note).toContainText('MENSUALIDAD');
  await page.screenshot({ path: `${SHOTS}/ventas-mensualidad-800.png`, fullPage: true });
  await page.getByRole('button', { name: 'Reiniciar nota' }).click();
  await expect(note).toContainText('La nota está vacía');
});

test('general direction, with no doyang selected, pays a commission to a doyang by deposit', async ({ page }) => {
  await signIn(page, 'director@demo.mx', '/payments/create');
  await expect(page.getByRole('heading', { name: 'VENTAS · DIRECCIÓN GENERAL' })).toBeVisible();
  await page.getByLabel('Vender a').click();
  await page.getByRole('option', { name: 'Doyang', exact: true }).click();
  await page.getByTestId('sale-client-doyang').fill('VALLE DE CHALCO');
  await page.getByRole('option', { name: 'MDK ORIENTE VALLE DE CHALCO' }).click();
  await page.getByLabel('Concepto').click();
  // A doyang buys no monthly payments: the concepts offered are those a doyang may buy.
  await expect(page.getByRole('option', { name: 'Mensualidad' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Comisión' }).click();
  await page.getByTestId('sale-commission').fill('1500');
  await page.getByRole('button', { name: 'Agregar a la nota' }).click();
  await expect(page.getByTestId('sale-note')).toContainText('COMISIÓN MDK ORIENTE VALLE DE CHALCO');
  await expect(page.getByTestId('sale-total')).toHaveText(peso('1500'));
  await page.getByLabel('Tipo de pago').click();
  await page.getByRole('option', { name: 'DEPÓSITO' }).click();
  await expect(page.getByRole('textbox', { name: 'DEPÓSITO', exact: true })).toHaveValue('1500.00');
  await page.getByRole('button', { name: 'Vender' }).click();
  const done = page.getByTestId('sale-done');
  await expect(done).toContainText('Venta realizada con éxito');
  const receiptId = Number(/Último recibo: (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  await shoot(page, 'ventas-comision');

  // RECIBOS without a selected doyang: every doyang's, newest first.
  await page.goto('/receipts');
  await expect(page.getByRole('heading', { name: 'RECIBOS', exact: true })).toBeVisible();
  const receipt = page.getByTestId(`receipt-${receiptId}`);
  await expect(receipt).toContainText(`DEPÓSITO ${peso('1500')}`);
  await expect(page.locator('[data-testid^="receipt-"]').first()).toHaveAttribute('data-testid', `receipt-${receiptId}`);
});
