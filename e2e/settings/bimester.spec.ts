import { expect, test } from '@playwright/test';
import { expectDate, fillDate } from '../support/date-picker.ts';
import { login, menu } from '../support/session.ts';
import { addDays, bearer, configValue, tokenOf } from './api.ts';

const DMY = (ymd: string) => {
  const [y, m, d] = ymd.split('-');
  const mon = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'][Number(m) - 1];
  return `${d}/${mon}/${y}`;
};

// Every other journey reads the current bimester (attendance counts, Home windows): whatever happens here,
// the original start and end are put back, through the screen and, should the test fail, through the API.
test('the director edits the bimester end, meets a refused start, and restores the bimester by adding it', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'director@demo.mx');
  const start = (await configValue(request, token, 1)) as string;
  const end = (await configValue(request, token, 2)) as string;
  const shorter = addDays(end, -1);
  try {
    await login(page, 'director@demo.mx');
    await menu(page).getByRole('link', { name: 'Configuración', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'CONFIGURACIÓN' })).toBeVisible();
    const bimester = page.getByTestId('settings-bimester');
    await expectDate(page.getByTestId('setting-1'), start);
    await expectDate(page.getByTestId('setting-2'), end);
    const current = page.getByTestId('bimesters').getByRole('row').filter({ hasText: 'Actual' });
    await expect(current).toContainText(DMY(start));
    await expect(current).toContainText(DMY(end));

    // Editing the end in place: one save, its text, and the stored bimester follows.
    await fillDate(page.getByTestId('setting-2'), shorter);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Fin de bimestre actualizado')).toBeVisible();
    await page.reload();
    await expectDate(page.getByTestId('setting-2'), shorter);
    await expect(current).toContainText(DMY(shorter));

    // A start after the end is refused: the error text, the server's reason, and the field goes back.
    await fillDate(page.getByTestId('setting-1'), addDays(shorter, 3));
    await page.keyboard.press('Tab');
    await expect(page.getByText('Error al actualizar inicio de bimestre')).toBeVisible();
    const startField = bimester.locator('.MuiFormControl-root').filter({ has: page.getByTestId('setting-1') });
    await expect(startField).toContainText('La fecha de fin no puede ser anterior a la fecha de inicio.');
    await expectDate(page.getByTestId('setting-1'), start);

    // A new bimester with the original dates becomes the current one again.
    await fillDate(page.getByTestId('new-bimester-start'), start);
    await fillDate(page.getByTestId('new-bimester-end'), addDays(start, -1));
    await page.getByRole('button', { name: 'Agregar bimestre' }).click();
    await expect(page.getByText('Error al agregar bimestre')).toBeVisible();
    const newBimester = page.getByRole('form', { name: 'Agregar bimestre' });
    await expect(newBimester.getByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeVisible();
    await fillDate(page.getByTestId('new-bimester-end'), end);
    await page.getByRole('button', { name: 'Agregar bimestre' }).click();
    await expect(page.getByText('Bimestre agregado', { exact: true })).toBeVisible();
    await expectDate(page.getByTestId('setting-1'), start);
    await expectDate(page.getByTestId('setting-2'), end);
    await page.reload();
    await expectDate(page.getByTestId('setting-2'), end);
    await expect(current).toContainText(DMY(end));
    // One bimester for the period, not two.
    await expect(
      page
        .getByTestId('bimesters')
        .getByRole('row')
        .filter({ hasText: DMY(start) }),
    ).toHaveCount(1);
  } finally {
    if ((await configValue(request, token, 1)) !== start || (await configValue(request, token, 2)) !== end) {
      await request.post('/api/bimesters', { headers: bearer(token), data: { start_date: start, end_date: end } });
    }
  }
});
