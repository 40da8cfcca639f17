import type { BracketAnswer, Paged, TournamentCandidateAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { makeTournament } from '../support/exams.ts';
import { signIn } from '../support/session.ts';

test('tournament results from the brackets: the director passes the decided brackets’ places once and prints the results sheet', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const director = await apiAs(request, 'director@demo.mx');
  const today = await serverToday(director);
  const id = await makeTournament(director, 'TORNEO GRÁFICAS', today);
  // Three boys, added on the tournament's day (general direction adds without a weigh-in), drawn and played out.
  const candidates = (await director.call<Paged<TournamentCandidateAnswer>>('GET', `/api/tournaments/${id}/candidates?page=1`))
    .body.data;
  for (const c of candidates.filter((p) => p.sex === 1).slice(0, 3))
    expect(
      (await director.call('POST', `/api/tournaments/${id}/prospects`, { userId: c.id, doyang_id: c.doyang_id })).status,
    ).toBe(201);
  expect((await director.call('GET', `/api/tournaments/${id}?add_missing_graphs=1`)).status).toBe(200);
  for (;;) {
    const [bracket] = (await director.call<{ graphs: BracketAnswer[] }>('GET', `/api/tournaments/${id}?append=graphs`)).body
      .graphs;
    if (!bracket.pending.length) break;
    const [winner, loser] = bracket.users[String(bracket.pending[0])];
    const res = await director.call('PUT', `/api/tournament_graphs/${bracket.id}/winner`, {
      winner_id: winner.user_id,
      loser_id: loser.user_id,
    });
    expect(res.status).toBe(200);
  }

  const page = await browser.newPage();
  await signIn(page, 'director@demo.mx', `/tournaments/${id}/prospects`);
  await page.getByTestId('results-from-brackets').click();
  await expect(page.getByRole('dialog')).toContainText('Solo puede hacerse una vez');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Resultados asignados: 3 prospectos desde las gráficas.')).toBeVisible();
  // Done once: the button says so and stays off; the prospects carry their results.
  await expect(page.getByTestId('results-from-brackets')).toBeDisabled();
  await expect(page.getByTestId('results-from-brackets')).toHaveText('Resultados de gráficas asignados');
  await expect(page.getByRole('table', { name: 'Prospectos' })).toContainText('PRIMER LUGAR');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-result-sheet').click();
  expect((await downloading).suggestedFilename()).toBe('resultados_torneo.pdf');
  await page.close();
});
