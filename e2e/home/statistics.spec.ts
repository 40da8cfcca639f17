import { expect, type Page, test } from '@playwright/test';
import { shoot as shootScreen } from '../support/screens.ts';
import { login, menu, pickCard } from '../support/session.ts';

// Issue 27: the director opens Estadística for a demo doyang, sees a chart drawn on each tab, switches 'Este bimestre',
// picks a parent event and sees its attendance table (10 a page).

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/statistics';
/** The screen looked at once the network has settled, and it fits an 800-px window. */
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name, { settle: true, fits: true });

const DOYANG = { id: 1, name: 'MDK ORIENTE IZTAPALAPA' };

/** The chart of the panel is drawn: an svg with bars or line paths. */
async function expectChart(page: Page, kind: 'bar' | 'line', title: string) {
  const figure = page.getByRole('tabpanel').getByRole('figure', { name: title });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg').first()).toBeVisible();
  if (kind === 'line') {
    // A line drawn through every point (a flat line at zero has no height, so it is not 'visible' to the browser).
    await expect(figure.locator('svg path.MuiLineElement-root').first()).toHaveAttribute(
      'd',
      /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/,
    );
    return;
  }
  // At least one bar with a height (a month or an event without any draws a bar of height 0).
  const bars = figure.locator('svg rect.MuiBarElement-root');
  await expect
    .poll(() => bars.evaluateAll((rects) => rects.filter((r) => Number(r.getAttribute('height')) > 0).length))
    .toBeGreaterThan(0);
}

test('the director reads a doyang’s statistics: each tab charted, this bimester, a parent event’s attendance', async ({
  page,
}) => {
  await login(page, 'director@demo.mx');
  await pickCard(page.getByTestId(`doyang-card-${DOYANG.id}`).first());
  await expect(page.getByTestId('selected-doyang')).toHaveText(DOYANG.name);
  await menu(page).getByText('Estadística', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/statistics/doyang/${DOYANG.id}$`));
  await expect(page.getByRole('heading', { name: `ESTADÍSTICA — ${DOYANG.name}` })).toBeVisible();

  // Fixed income, expenses midpoint and break-even point, in pesos.
  await expect(page.locator('[data-figure="Ingreso fijo"]')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.locator('[data-figure="Punto medio de gastos"]')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.locator('[data-figure="Punto de equilibrio"]')).toHaveText(/^\d+ alumnos$/);

  // General direction sees no Mensualidades tab (spec 03 §2, §6).
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Eventos', 'Inscripciones', 'Gastos', 'Bajas']);

  // Eventos: a parent event, its events charted and who attended, 10 a page.
  await expect(page.getByText('Seleccione un evento padre para ver la asistencia.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Evento padre' }).click();
  await page.getByRole('option', { name: /^TEMPORADA / }).click();
  await expectChart(page, 'bar', 'Asistentes por evento');
  const table = page.getByRole('table', { name: 'Asistencia a los eventos del evento padre' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await expect(table.getByText('Asistió').first()).toBeVisible();
  await shoot(page, 'estadistica-eventos');

  await page.getByRole('tab', { name: 'Inscripciones' }).click();
  await expectChart(page, 'bar', 'Inscripciones por mes');
  await shoot(page, 'estadistica-inscripciones');

  await page.getByRole('tab', { name: 'Gastos' }).click();
  await expectChart(page, 'bar', 'Gastos por mes');
  await expectChart(page, 'line', 'Gastos y punto medio');
  await shoot(page, 'estadistica-gastos');

  await page.getByRole('tab', { name: 'Bajas' }).click();
  await expectChart(page, 'line', 'Bajas por mes');
  await expect(page.getByText('Bajas (inscripciones ÷ 10)').first()).toBeVisible();
  await expect(page.getByText('Bajas registradas').first()).toBeVisible();
  await shoot(page, 'estadistica-bajas');

  // 'Este bimestre': the months of the bimester only (fewer ticks than twelve).
  const ticks = () => page.getByRole('tabpanel').locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  const yearTicks = await ticks().count();
  await page.getByLabel('Este bimestre').check();
  await expect.poll(async () => ticks().count()).toBeLessThan(yearTicks);
  await expectChart(page, 'line', 'Bajas por mes');
  await shoot(page, 'estadistica-bajas-bimestre');
});

test('a professor sees Mensualidades with the fees charted', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await expect(page.getByTestId('selected-doyang')).toHaveText(DOYANG.name);
  await menu(page).getByText('Estadística', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `ESTADÍSTICA — ${DOYANG.name}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Mensualidades' }).click();
  await expectChart(page, 'bar', 'Mensualidades por mes');
  await shoot(page, 'estadistica-mensualidades');
});
