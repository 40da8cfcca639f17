import type { CandidateAnswer, ExamAnswer, Paged, UserRecordAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { addDays, makeExam } from '../support/exams.ts';
import { signIn } from '../support/session.ts';

test('prospects: a professor adds candidates, the director approves, orders blocks by dragging and grades after the date', async ({
  browser,
  request,
}) => {
  const director = await apiAs(request, 'director@demo.mx');
  const profesor = await apiAs(request, 'profesor@demo.mx');
  const today = await serverToday(director);
  const examId = await makeExam(director, 'EXAMEN PROSPECTOS', addDays(today, 14), { begins_at: '10:00' });
  for (const [name, duration] of [
    ['PRIMERO', 30],
    ['SEGUNDO', 45],
  ] as const)
    expect(
      (await director.call('POST', '/api/exam_blocks', { exam_id: examId, name, duration_min: duration, max_quantity: 5 }))
        .status,
    ).toBe(201);
  const candidates = (
    await profesor.call<Paged<CandidateAnswer>>('GET', `/api/exams/${examId}/candidates?page=1`)
  ).body.data.slice(0, 2);
  expect(candidates).toHaveLength(2);

  // The professor (their only doyang is selected for them) makes two candidates prospects from the Candidatos tab.
  const prof = await browser.newPage();
  await signIn(prof, 'profesor@demo.mx', `/exams/${examId}/prospects`);
  await prof.getByRole('tab', { name: 'Candidatos' }).click();
  // The add button's tooltip sits beside it, not over the next row's button (the rows move up as one is added).
  const adds = prof.getByRole('button', { name: /como prospecto$/ });
  await adds.first().hover();
  await expect(prof.getByRole('tooltip')).toBeVisible();
  const tip = await prof.getByRole('tooltip').boundingBox();
  const below = await adds.nth(1).boundingBox();
  expect(tip && below && (tip.y + tip.height <= below.y || tip.x + tip.width <= below.x)).toBe(true);
  for (const person of candidates) {
    await prof.getByLabel('Buscar por nombre').fill(person.full_name);
    await prof.getByRole('button', { name: `Agregar a ${person.full_name} como prospecto` }).click();
    await expect(prof.getByRole('button', { name: `Agregar a ${person.full_name} como prospecto` })).toHaveCount(0);
  }
  await prof.getByLabel('Buscar por nombre').fill('');
  await prof.getByRole('tab', { name: 'Prospectos' }).click();
  const profRows = prof.getByRole('table', { name: 'Prospectos' }).locator('tbody tr');
  await expect(profRows).toHaveCount(2);
  await expect(profRows.first()).toContainText('PENDIENTE');
  // The professor neither approves nor orders blocks.
  await expect(prof.getByRole('button', { name: /Aprobar/ })).toHaveCount(0);
  await expect(prof.getByRole('button', { name: /Arrastrar/ })).toHaveCount(0);
  await prof.close();

  // The director approves both in bulk and drags the second block above the first.
  const page = await browser.newPage();
  await signIn(page, 'director@demo.mx', `/exams/${examId}/prospects`);
  await page.getByLabel('Buscar por nombre').fill(candidates[0].full_name.split(' ')[0]);
  await page.getByLabel('Buscar por nombre').fill('');
  for (const person of candidates) await page.getByLabel(`Seleccionar a ${person.full_name}`).check();
  await page.getByRole('button', { name: 'Aprobar (2)' }).click();
  const rows = page.getByRole('table', { name: 'Prospectos' }).locator('tbody tr');
  await expect(rows.filter({ hasText: 'APROBADO' })).toHaveCount(2);
  await page.getByRole('combobox', { name: `Bloque de ${candidates[0].full_name}` }).click();
  await page.getByRole('option', { name: 'PRIMERO' }).click();
  await expect(page.getByTestId('block-PRIMERO')).toContainText('10:00');
  await expect(page.getByTestId('block-PRIMERO')).toContainText('10:30');

  // Dragging SEGUNDO above PRIMERO (dnd-kit's keyboard drag: pick up, move up one row, drop).
  // A screen reader hears it in Spanish: the instructions, then each step.
  const handle = page.getByRole('button', { name: 'Arrastrar SEGUNDO' });
  const instructions = page.locator('[id^="DndDescribedBy"]');
  await expect(instructions).toHaveText(/^Para mover una fila, presiona espacio o Enter/);
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: dnd-kit says 'Tomaste…', then at once where it is over.
  await expect(spoken).toHaveText(/^(Tomaste la fila en|La fila está en) la posición 2 de 2\.$/);
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toHaveText('La fila está en la posición 1 de 2.');
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText('Soltaste la fila en la posición 1 de 2.');
  const blockRows = page.getByRole('table', { name: 'Bloques' }).locator('tbody tr');
  await expect(blockRows.first()).toContainText('SEGUNDO');
  // Saved on drop: the server has the new order, and the times follow it (SEGUNDO is empty, so PRIMERO still starts at 10:00).
  const saved = (await director.call<Required<Pick<ExamAnswer, 'blocks'>>>('GET', `/api/exams/${examId}?with=blocks`)).body;
  expect(saved.blocks.map((b) => b.name)).toEqual(['SEGUNDO', 'PRIMERO']);

  // After the date the approval gives way to results: the director grades and the student's degree changes.
  expect((await director.call('PUT', `/api/exams/${examId}`, { date: addDays(today, -1) })).status).toBe(200);
  await page.reload();
  await expect(page.getByText('El evento ya pasó')).toBeVisible();
  // Who was approved stays in sight, read only; the approval buttons are gone.
  await expect(page.getByRole('columnheader', { name: 'Aprobado' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aprobar/ })).toHaveCount(0);
  const row = rows.filter({ hasText: candidates[0].full_name });
  await expect(row).toContainText('APROBADO');
  await row.getByRole('button', { name: 'Asignar resultado' }).click();
  await page.getByLabel('Calificación (0 a 100)').fill('93');
  await expect(page.getByText('Muy bien', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(page.getByText('Resultados asignados')).toBeVisible();
  await expect(row).toHaveAttribute('data-promoted', 'true');
  await expect(row).toContainText('MUY BIEN (93)');
  const student = (await director.call<UserRecordAnswer>('GET', `/api/users/${candidates[0].id}`)).body;
  expect(student.degree_id).not.toBe(candidates[0].degree_id);
  await page.close();
});
