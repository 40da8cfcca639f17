import type { ConfigurationRowAnswer, RevisionSummaryAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { login, pickCard, signIn } from '../support/session.ts';
import { type Api, apiAs, roster, serverToday } from './attendance-api.ts';

// Group 3 'ADULTOS' of doyang 1 (no revision in the demo). The season (configuration 24/25) is opened around
// today for the journey and put back afterwards; the revision created here is deleted at the end.
const GROUP = 3;

async function openSeason(director: Api, today: string) {
  const get = async (id: number) => (await director.call<ConfigurationRowAnswer>('GET', `/api/configuration/${id}`)).body.value;
  const saved = { 24: await get(24), 25: await get(25) };
  await director.call('PUT', '/api/configuration/24', { value: today });
  await director.call('PUT', '/api/configuration/25', { value: today });
  return async () => {
    await director.call('PUT', '/api/configuration/24', { value: saved[24] });
    await director.call('PUT', '/api/configuration/25', { value: saved[25] });
  };
}

test('a revision is activated, a student assigned, and general direction approves it', async ({ page, browser, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const profesor = await apiAs(request, 'profesor@demo.mx');
  const today = await serverToday(director);
  const before = await roster(profesor, GROUP);
  expect(before.revision).toBeNull();
  const student = before.data[0];
  const closeSeason = await openSeason(director, today);

  try {
    await login(page, 'profesor@demo.mx');
    await pickCard(page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId('doyang-card-1'));
    await page.goto(`/doyang_groups/${GROUP}/add_people`);
    await expect(page.getByRole('heading', { name: 'ASISTENCIA · ADULTOS' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Revisión' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Descargar CSV de Revisión' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Activar revisión' }).click();
    await expect(page.getByText('¿Deseas activar la revisión de este grupo?')).toBeVisible();
    await expect(page.getByTestId('revision-name')).toHaveValue(/^REVISIÓN /);
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await expect(page.getByText('Tu revisión se activó correctamente')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Revisión' })).toBeVisible();
    const cell = page.getByTestId(`student-row-${student.id}`).getByTestId('revision-cell');
    await expect(cell).toContainText('SIN REVISAR');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV de Revisión' }).click();
    expect((await download).suggestedFilename()).toMatch(/^revision-.*\.csv$/);

    // Assign: every requisite but one is covered, so the result is incomplete.
    await cell.getByRole('button', { name: 'Revisar' }).click();
    const dialog = page.getByRole('dialog', { name: `Revisión de ${student.full_name}` });
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    const n = await boxes.count();
    for (let i = 0; i < n; i++) await boxes.nth(i).check();
    await expect(dialog.getByTestId('revision-result-preview')).toHaveText('COMPLETA');
    await boxes.nth(n - 1).uncheck();
    await expect(dialog.getByTestId('revision-result-preview')).toHaveText('INCOMPLETA');
    await expect(dialog.getByRole('button', { name: '(DG) Todo cubierto y a tiempo' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Asignar revisión' }).click();
    await expect(page.getByText('Tu revisión se asignó exitosamente')).toBeVisible();
    await expect(cell).toContainText('INCOMPLETA');

    // General direction approves it: '(DG) Todo cubierto y a tiempo'.
    const gd = await browser.newPage();
    await signIn(gd, 'director@demo.mx', `/doyang_groups/${GROUP}/add_people`);
    const gdCell = gd.getByTestId(`student-row-${student.id}`).getByTestId('revision-cell');
    await expect(gdCell).toContainText('INCOMPLETA');
    await gdCell.getByRole('button', { name: 'Revisar' }).click();
    await gd.getByRole('button', { name: '(DG) Todo cubierto y a tiempo' }).click();
    await expect(gd.getByText('Se aprobó la revisión')).toBeVisible();
    await expect(gdCell).toContainText('COMPLETA');
    await gd.close();

    const revision = (await roster(profesor, GROUP)).revision;
    expect(revision?.active).toBe(true);
    const stored = await director.call<{ results: { user_id: number; result: number; approved_by: number | null }[] }>(
      'GET',
      `/api/revisions/${revision?.id}`,
    );
    expect(stored.body.results.find((r) => r.user_id === student.id)).toMatchObject({ result: 1, approved_by: 1 });
  } finally {
    const revisions = await director.call<RevisionSummaryAnswer[]>('GET', `/api/revisions?doyang_group_id=${GROUP}`);
    for (const r of revisions.body) await director.call('DELETE', `/api/revisions/${r.id}`);
    await closeSeason();
  }
});
