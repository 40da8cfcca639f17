import type { BracketAnswer, BracketCompetitorAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { onlyBracketOf } from '../support/brackets.ts';
import { countPrints } from '../support/printed.ts';
import { signIn } from '../support/session.ts';

// The demo cup's FORMAS brackets (brackets.spec.ts works on COMBATE): the editor's remove and add-competitor dialog, the
// prized box (on a bracket the journey plays out: the cup is undecided), printing chosen brackets, and two deciders on
// one encounter.

const SHOTS = '/tmp/shots-brackets';

test('tournament brackets editor: remove a competitor and add them to another bracket, mark a prize, print, and a decision someone made first', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const director = await apiAs(request, 'director@demo.mx');
  const tecnico = await apiAs(request, 'tecnico@demo.mx');
  const list = await director.call<{ data: { id: number; name: string }[] }>(
    'GET',
    '/api/tournaments?paginate=1&search=COPA%20MDK',
  );
  const cupId = list.body.data.find((t) => t.name.startsWith('COPA MDK'))?.id as number;
  expect(cupId, 'the demo cup').toBeTruthy();
  const formas = async () =>
    (await director.call<{ graphs: BracketAnswer[] }>('GET', `/api/tournaments/${cupId}?append=graphs&competition_type_id=2`))
      .body.graphs;

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await countPrints(page);
  await signIn(page, 'director@demo.mx', `/tournaments/${cupId}/graphs`);
  await page.getByRole('tab', { name: 'FORMAS' }).click();
  await expect(page.getByTestId('bracket-card').first()).toBeVisible();

  // Editor: a competitor leaves one undecided bracket and joins another through 'Agregar competidor'.
  const undecided = (await formas()).filter((g) => !g.decisions.length && g.section === 'normal' && !g.is_exhibition);
  const from = undecided.find((g) => g.competitors.length >= 3) as BracketAnswer;
  const to = undecided.find((g) => g.id !== from?.id && g.competitors.length < 8) as BracketAnswer;
  expect(from && to, 'two undecided FORMAS brackets').toBeTruthy();
  const moving = from.competitors[from.competitors.length - 1] as BracketCompetitorAnswer;
  await page.getByLabel('Modo editor').check();
  const fromCard = await onlyBracketOf(page, moving.full_name, from.label);
  await fromCard
    .getByRole('button', { name: `Ficha de ${moving.full_name}` })
    .first()
    .click();
  await page.getByRole('dialog', { name: moving.full_name }).getByRole('button', { name: 'Eliminar de la gráfica' }).click();
  await expect(page.getByRole('dialog', { name: 'Eliminar de la gráfica' })).toContainText(moving.full_name);
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Alumno eliminado de la gráfica' })).toBeVisible();
  await page.getByLabel('Buscar competidor').fill(moving.full_name);
  await expect(page.getByTestId('bracket-card')).toHaveCount(0);

  const toCard = await onlyBracketOf(page, to.competitors[0]?.full_name as string, to.label);
  await toCard.getByRole('button', { name: 'Agregar competidor' }).click();
  const adding = page.getByRole('dialog', { name: `Agregar competidor a la gráfica ${to.label}` });
  await adding.getByLabel('Buscar prospecto').fill(moving.full_name);
  // Somebody already in a FORMAS bracket is not offered: the list holds the one just removed.
  const offered = adding.getByRole('listitem').filter({ hasText: moving.full_name });
  await expect(offered).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/add-competitor-1280.png` });
  await offered.getByRole('button', { name: 'Agregar' }).click();
  await expect(adding).toBeHidden();
  const joined = await onlyBracketOf(page, moving.full_name, to.label);
  await expect(joined.getByRole('img', { name: 'Alumno cambiado de gráfica (favor de verificarlo)' })).toBeVisible();
  await page.getByLabel('Modo editor').uncheck();

  // The prized box: a competitor who finished with a place and has not been prized yet. The demo's cup is weeks ahead
  // and undecided, so a small FORMAS bracket is played out here first (every encounter, the first competitor winning).
  const small = (await formas()).find(
    (g) => g.section === 'normal' && !g.is_exhibition && g.pending.length && g.id !== from.id && g.id !== to.id,
  ) as BracketAnswer;
  expect(small, 'a FORMAS bracket to play out').toBeTruthy();
  for (let g = small; g.pending.length; g = (await formas()).find((x) => x.id === small.id) as BracketAnswer) {
    const [winner, loser] = g.users[String(g.pending[0])] as BracketCompetitorAnswer[];
    const res = await director.call('PUT', `/api/tournament_graphs/${g.id}/winner`, {
      winner_id: winner.user_id,
      loser_id: loser.user_id,
    });
    expect(res.status).toBe(200);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'FORMAS' }).click();
  const unprized = (await formas())
    .flatMap((g) => g.competitors.map((c) => ({ g, c })))
    .find(({ g, c }) => c.placement !== null && !c.prized && !g.is_exhibition);
  expect(unprized, 'a placed FORMAS competitor not yet prized').toBeTruthy();
  const { g: placedBracket, c: placed } = unprized as { g: BracketAnswer; c: BracketCompetitorAnswer };
  const placedCard = await onlyBracketOf(page, placed.full_name, placedBracket.label);
  const box = placedCard.getByRole('checkbox', { name: `Premiado: ${placed.full_name}` });
  const prizedOnServer = async () =>
    (await formas()).find((g) => g.id === placedBracket.id)?.competitors.find((c) => c.id === placed.id)?.prized;
  // Asked first: cancelling changes nothing.
  await box.click();
  await page.getByRole('dialog', { name: 'Marcar como premiado' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(box).not.toBeChecked();
  await box.click();
  await page.getByRole('dialog', { name: 'Marcar como premiado' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Competidor premiado' })).toBeVisible();
  await expect(box).toBeChecked();
  expect(await prizedOnServer()).toBe(true);
  // A prize ticked by mistake is taken back the same way.
  await box.click();
  await page.getByRole('dialog', { name: 'Quitar premio' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Se quitó el premio al competidor' })).toBeVisible();
  await expect(box).not.toBeChecked();
  expect(await prizedOnServer()).toBe(false);

  // Printing the chosen bracket: its sheet titled with category, competition and number; the dialog after a second.
  await placedCard.getByRole('checkbox', { name: `Imprimir gráfica ${placedBracket.label}` }).check();
  await page.getByRole('button', { name: 'Imprimir (1)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Impresión de gráficas' });
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`FORMAS.* — Gráfica \\d+ \\(${placedBracket.label}\\)$`),
  );
  await expect(sheet.locator('svg').filter({ hasText: `Gráfica ${placedBracket.label}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.screenshot({ path: `${SHOTS}/print-1280.png` });
  await sheet.getByRole('button', { name: 'Cerrar' }).click();
  await expect(sheet).toBeHidden();

  // Two deciders on one encounter: the area's responsible decides while the director's confirmation is open; the
  // director's answer is the clear refusal and the bracket reloads with the other's decision.
  const open = (await formas()).find((g) => g.pending.length && !g.is_exhibition) as BracketAnswer;
  expect(open, 'a FORMAS bracket with an encounter to decide').toBeTruthy();
  const [mine, theirs] = open.users[String(open.pending[0])] as [BracketCompetitorAnswer, BracketCompetitorAnswer];
  const openCard = await onlyBracketOf(page, mine.full_name, open.label);
  await openCard
    .getByRole('button', { name: `Marcar ganador: ${mine.full_name}` })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(`Ganador: ${mine.full_name}`);
  const first = await director.call('PUT', `/api/tournament_graphs/${open.id}/winner`, {
    winner_id: theirs.user_id,
    loser_id: mine.user_id,
  });
  expect(first.status).toBe(200);
  const answered = page.waitForResponse((r) => r.url().includes(`/tournament_graphs/${open.id}/winner`));
  await page.getByRole('button', { name: 'Aceptar' }).click();
  expect((await answered).status()).toBe(409);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ese encuentro ya lo decidió otra persona: la gráfica muestra su resultado.' }),
  ).toBeVisible();
  await expect(openCard.getByRole('button', { name: `Marcar ganador: ${mine.full_name}` })).toHaveCount(0);
  // Nobody sits twice: the loser is recorded once, and a decider outside the area is refused.
  const after = (await formas()).find((g) => g.id === open.id) as BracketAnswer;
  expect(after.decisions.length).toBe(open.decisions.length + 1);
  const stranger = await tecnico.call('PUT', `/api/tournament_graphs/${open.id}/winner`, {
    winner_id: theirs.user_id,
    loser_id: mine.user_id,
  });
  expect([403, 409]).toContain(stranger.status);

  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByLabel('Modo editor').check();
  await page.screenshot({ path: `${SHOTS}/editor-800.png` });
  await page.close();
});
