import type { Paged, TournamentAnswer } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { signIn } from '../support/session.ts';

/** The rows of the 'Premiaciones de doyang' table on screen: place, doyang, points. */
const standingsOn = (page: Page) =>
  page
    .getByRole('table', { name: 'Premiaciones de doyang' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent?.trim())));

// Issue 24: one standings computation. The demo's past tournament was played out: the prospects screen, the brackets
// tab and the live view tell the same story.
test('the past tournament: the prospects screen and the brackets tab show the same doyang standings; its live view says it is over', async ({
  page,
  request,
}) => {
  const director = await apiAs(request, 'director@demo.mx');
  const list = await director.call<Paged<TournamentAnswer>>(
    'GET',
    '/api/tournaments?paginate=1&search=TORNEO%20DE&filterThisYearOnly=0',
  );
  const past = list.body.data.find((t) => t.name.startsWith('TORNEO DE')) as TournamentAnswer;
  expect(past, 'the demo’s past tournament').toBeTruthy();
  await signIn(page, 'director@demo.mx', `/tournaments/${past.id}/prospects`);
  const results = page.getByTestId('doyang-results');
  await expect(results.getByRole('table', { name: 'Premiaciones de doyang' }).locator('tbody tr').first()).toBeVisible();
  const onProspects = await standingsOn(page);
  expect(onProspects.length).toBeGreaterThan(1);

  await page.goto(`/tournaments/${past.id}/graphs`);
  await page.getByRole('tab', { name: /Premiaciones de doyang/i }).click();
  await expect(page.getByRole('table', { name: 'Premiaciones de doyang' }).locator('tbody tr').first()).toBeVisible();
  expect(await standingsOn(page)).toEqual(onProspects);
  await page.screenshot({ path: 'screenshots/past-tournament-standings-1366.png' });

  // Its live view, made public for a moment: every encounter decided, so it is over rather than 'en curso'.
  expect((await director.call('PUT', `/api/tournaments/${past.id}`, { is_live_public: true })).status).toBe(200);
  try {
    await page.goto(`/live/tournaments/${past.id}`);
    await expect(page.getByRole('heading', { name: 'Terminado' })).toBeVisible();
    await expect(page.getByText('Todos los encuentros están decididos')).toBeVisible();
  } finally {
    await director.call('PUT', `/api/tournaments/${past.id}`, { is_live_public: false });
  }
});
