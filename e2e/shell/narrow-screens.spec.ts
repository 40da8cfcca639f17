import type { Paged, TournamentAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { login } from '../support/session.ts';

// At 800 px no screen is wider than the window: a wide table scrolls inside its card, and the prospects' actions and
// approval stay on screen (issue 24: Categorías de torneos was 1,038 px wide, Acciones/Aprobado fell off the edge).
test('at 800 px every screen fits the window, and the prospects keep their actions and approval in sight', async ({
  page,
  request,
}) => {
  const director = await apiAs(request, 'director@demo.mx');
  const list = await director.call<Paged<TournamentAnswer>>('GET', '/api/tournaments?paginate=1&search=COPA%20MDK');
  const cup = list.body.data.find((t) => t.name.startsWith('COPA MDK')) as TournamentAnswer;
  await page.setViewportSize({ width: 800, height: 900 });
  await login(page, 'director@demo.mx');
  for (const path of [
    '/',
    '/students?generalDirection=true',
    '/doyangs',
    '/exams',
    '/events',
    '/tournaments',
    '/tournament_categories',
    `/tournaments/${cup.id}/graphs`,
    '/permissions',
    `/tournaments/${cup.id}/prospects`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(800);
  }
  await page.screenshot({ path: 'screenshots/prospects-800.png' });
  for (const name of ['Acciones', 'Aprobado']) {
    const box = await page.getByRole('columnheader', { name, exact: true }).boundingBox();
    expect(box && box.x + box.width, name).toBeLessThanOrEqual(800);
  }
  await page.goto('/tournament_categories');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'screenshots/tournament-categories-800.png' });
});
