import { type AccountingPaymentAnswer, fromCents, MONTH_ABBR, type Paged, sumCents } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { type Api, apiAs, serverToday } from '../support/api.ts';
import { clearDate, dateField, fillDate } from '../support/date-picker.ts';
import { login, menu, pickCard } from '../support/session.ts';

// Issue 26: the director reads INGRESOS of a doyang for some days, sees the totals add up to the lines shown, marks a
// commission still owed as paid; a professor records an expense in GASTOS and finds it in the list.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/accounting';

/** '$1,234.50' → cents, as the screen writes amounts. */
const pesos = (shown: string) => shown.replace(/[^\d.-]/g, '');

/** 'DD/MON/YYYY' (the product's calendar day of a line) as 'YYYY-MM-DD'. */
const dayOf = (parsed: string) => {
  const [d, mon, y] = parsed.split('/');
  return `${y}-${String(MONTH_ABBR.indexOf(mon as (typeof MONTH_ABBR)[number]) + 1).padStart(2, '0')}-${d}`;
};

/** A doyang and a week whose lines fit on one page (3 to 15), from the demo's sales. */
async function fewLines(api: Api): Promise<{ doyang: { id: number; name: string }; from: string; to: string }> {
  const doyangs = (await api.call<{ id: number; name: string }[]>('GET', '/api/doyangs?active=1')).body.filter(
    (d) => d.id !== 23,
  );
  for (const doyang of doyangs.slice(0, 5)) {
    const page = await api.call<Paged<AccountingPaymentAnswer>>(
      'GET',
      `/api/payments?for_contability=1&paginate=1&perPage=100&doyang_id=${doyang.id}`,
    );
    const days = page.body.data.map((l) => dayOf(l.parsed_created_at));
    const distinct = [...new Set(days)];
    for (let i = 0; i + 6 < distinct.length; i++) {
      const [to, from] = [distinct[i], distinct[i + 6]];
      const count = days.filter((d) => d <= to && d >= from).length;
      if (count >= 3 && count <= 15) return { doyang, from, to };
    }
  }
  throw new Error('the demo has no doyang with a week of 3 to 15 lines');
}

/** The page at rest (no loading indicator), as a screenshot should show it. */
const settled = (page: Page) => expect(page.getByRole('progressbar')).toHaveCount(0);

async function readRows(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Ingresos' }).getByTestId('line-amount').allInnerTexts();
}

test('the director filters INGRESOS by dates, sees totals equal to the lines, and marks a commission paid', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'director@demo.mx');
  const today = await serverToday(api);
  const span = await fewLines(api);
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Contabilidad', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'INGRESOS' })).toBeVisible();
  await expect(page.getByTestId('amount-total')).not.toHaveText('—');

  await page.getByRole('combobox', { name: 'Doyang' }).fill(span.doyang.name);
  await page.getByRole('option', { name: span.doyang.name, exact: true }).click();
  await fillDate(dateField(page, 'Fecha inicial'), span.from);
  await fillDate(dateField(page, 'Fecha final'), span.to);
  const totals = await api.call<{ total: string; count: number }>(
    'GET',
    `/api/payments?for_contability=1&amounts_only=1&doyang_id=${span.doyang.id}&start_date=${span.from}&end_date=${span.to}`,
  );
  await expect(page.getByText(`${totals.body.count} movimientos`)).toBeVisible();
  const shown = await readRows(page);
  expect(shown).toHaveLength(totals.body.count);
  const sum = fromCents(sumCents(shown.map(pesos)));
  expect(pesos(await page.getByTestId('amount-total').innerText())).toBe(sum);
  expect(pesos(await page.getByTestId('page-sum').innerText())).toBe(sum);
  expect(sum).toBe(totals.body.total);
  await page.setViewportSize({ width: 1280, height: 900 });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/ingresos-1280.png`, fullPage: true });

  // The demo computed the commissions of what was over; computing again adds only what a later sale owes (none, unless
  // another journey on this server sold a past exam), never a second of one already written.
  await page.getByRole('button', { name: 'Calcular comisiones' }).click();
  await expect(page.getByText(/^(No hay comisiones nuevas por calcular\.|Comisiones calculadas: \d+ nuevas\.)$/)).toBeVisible();

  // The commissions still owed, across the network: choose one, mark it paid today.
  await page.getByRole('combobox', { name: 'Doyang' }).clear();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Solo comisiones pendientes' }).check();
  await clearDate(dateField(page, 'Fecha inicial'));
  await clearDate(dateField(page, 'Fecha final'));
  const owed = await api.call<Paged<AccountingPaymentAnswer>>(
    'GET',
    '/api/payments?for_contability=1&paginate=1&is_paying_doyang_comissions=1',
  );
  expect(owed.body.total).toBeGreaterThan(0);
  const commission = owed.body.data[0];
  const row = page.getByTestId(`payment-${commission.id}`);
  await expect(row).toContainText('PENDIENTE');
  await row.getByRole('checkbox').check();
  await expect(page.getByText(/1 comisión elegida/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar pagadas' })).toBeEnabled();
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/ingresos-comisiones-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Marcar pagadas' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Marcar la comisión como pagada con fecha de hoy');
  await dialog.getByRole('button', { name: 'Marcar pagadas' }).click();
  await expect(page.getByText('Comisiones marcadas como pagadas.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await api.call<Paged<AccountingPaymentAnswer>>(
    'GET',
    `/api/payments?for_contability=1&paginate=1&client_name=${encodeURIComponent(commission.client_name ?? '')}&perPage=100`,
  );
  expect(after.body.data.find((l) => l.id === commission.id)).toMatchObject({ paid_date: today, is_pending_commission: false });

  await page.getByRole('checkbox', { name: 'Solo comisiones pendientes' }).uncheck();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('table', { name: 'Ingresos' })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/ingresos-800.png`, fullPage: true });
});

test('a professor records an expense and GASTOS lists it', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await pickCard(
    page
      .getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' })
      .getByTestId(/^doyang-card-/)
      .first(),
  );
  await menu(page).getByText('Gastos', { exact: true }).click();
  await expect(page.getByRole('heading', { name: /^GASTOS · / })).toBeVisible();
  await expect(page.getByText('RENTA DEL LOCAL').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/gastos-1280.png`, fullPage: true });
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { name: /^NUEVO GASTO/ })).toBeVisible();
  await page.getByLabel('Nombre').fill('reparación de regaderas');
  await page.getByLabel('Monto').fill('1250.5');
  await fillDate(dateField(page, 'Fecha'), '2026-11-02');
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/gasto-nuevo-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: /^GASTOS · / })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'REPARACIÓN DE REGADERAS' });
  await expect(row).toContainText('$1,250.50');
  await expect(row).toContainText('02/NOV/2026');
  await expect(row).toContainText('VARIABLE');
  await row.getByText('REPARACIÓN DE REGADERAS').click();
  await expect(page.getByRole('heading', { name: 'EDITAR GASTO' })).toBeVisible();
  await page.getByLabel('Gasto fijo').check();
  await page.setViewportSize({ width: 800, height: 900 });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/gasto-editar-800.png`, fullPage: true });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'REPARACIÓN DE REGADERAS' })).toContainText('FIJO');
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/gastos-800.png`, fullPage: true });
});
