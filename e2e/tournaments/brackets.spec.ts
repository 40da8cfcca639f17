import type { BracketAnswer, BracketCompetitorAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { onlyBracketOf } from '../support/brackets.ts';
import { signIn } from '../support/session.ts';

const MOVED = 'Alumno cambiado de gráfica (favor de verificarlo)';
const SHOTS = '/tmp/shots-brackets';

test('tournament brackets: the director draws the cup, an area responsible decides a bracket of their area to its champion and not another area’s, the director moves a competitor', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const director = await apiAs(request, 'director@demo.mx');
  const profesor = await apiAs(request, 'profesor@demo.mx');
  const list = await director.call<{ data: { id: number; name: string }[] }>(
    'GET',
    '/api/tournaments?paginate=1&search=COPA%20MDK',
  );
  const cup = list.body.data.find((t) => t.name.startsWith('COPA MDK'));
  expect(cup, 'the demo cup').toBeTruthy();
  const cupId = cup?.id as number;

  // The director reaches the brackets from the cup's prospects and draws what is missing (the demo may have drawn it).
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, 'director@demo.mx', `/tournaments/${cupId}/prospects`);
  await page.getByRole('link', { name: 'Gráficas', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^GRÁFICAS — COPA MDK/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'COMBATE' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Agregar gráficas faltantes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /gráfica/i })).toBeVisible();
  await expect(page.getByTestId('bracket-card').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/director-1280.png` });

  // The responsible of an area (profesor@demo.mx) and a bracket there nobody has decided yet.
  const mine = (
    await profesor.call<{ graphs: BracketAnswer[] }>('GET', `/api/tournaments/${cupId}?append=graphs&competition_type_id=1`)
  ).body.graphs;
  const ours = mine.find((g) => g.can_decide && g.section === 'normal' && g.pending.length && g.competitors.length >= 3);
  expect(ours, 'a bracket of the professor’s area still to decide').toBeTruthy();
  const theirs = mine.find((g) => !g.can_decide && g.pending.length);
  expect(theirs, 'a bracket of another area the professor sees').toBeTruthy();
  const decider = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(decider, 'profesor@demo.mx', `/tournaments/${cupId}/graphs`);
  const bracket = ours as BracketAnswer;
  const card = await onlyBracketOf(decider, bracket.competitors[0]?.full_name as string, bracket.label);
  // Every encounter left in turn (n competitors play n − 1), the first pending competitor winning each.
  for (let i = bracket.decisions.length; i < bracket.competitors.length - 1; i++) {
    const pick = card.getByRole('button', { name: /^Marcar ganador: / }).first();
    // 'Marcar ganador: NAME, DOYANG'
    const name = ((await pick.getAttribute('aria-label')) ?? '').replace('Marcar ganador: ', '').split(', ')[0];
    await pick.click();
    await expect(decider.getByRole('dialog')).toContainText(`Ganador: ${name}`);
    const answered = decider.waitForResponse((r) => r.url().includes(`/tournament_graphs/${bracket.id}/winner`));
    await decider.getByRole('button', { name: 'Aceptar' }).click();
    expect((await answered).status()).toBe(200);
  }
  await expect(card.getByRole('button', { name: /^Marcar ganador: / })).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Lugar 1°' })).toBeVisible();
  await expect(card.getByText('Premiado').first()).toBeVisible();
  await decider.screenshot({ path: `${SHOTS}/decided-1280.png` });

  // Another area's bracket: nothing to click to decide, and the server refuses.
  const other = theirs as BracketAnswer;
  const otherCard = await onlyBracketOf(decider, other.users[String(other.pending[0])]?.[0]?.full_name as string, other.label);
  await expect(otherCard.getByRole('button', { name: /^Marcar ganador: / })).toHaveCount(0);
  const [a, b] = other.users[String(other.pending[0])] as BracketCompetitorAnswer[];
  const refused = await profesor.call('PUT', `/api/tournament_graphs/${other.id}/winner`, {
    winner_id: a?.user_id,
    loser_id: b?.user_id,
  });
  expect(refused.status).toBe(403);
  await decider.close();

  // The director in editor mode moves a competitor of one undecided bracket to another with 'category.number'.
  const all = (
    await director.call<{ graphs: BracketAnswer[] }>('GET', `/api/tournaments/${cupId}?append=graphs&competition_type_id=1`)
  ).body.graphs;
  const undecided = all.filter((g) => !g.decisions.length && !g.is_exhibition && g.section === 'normal');
  const from = undecided.find((g) => g.competitors.length >= 3) as BracketAnswer;
  const to = undecided.find((g) => g.id !== from.id && g.competitors.length < 8) as BracketAnswer;
  expect(from && to, 'two undecided brackets').toBeTruthy();
  const moving = from.competitors[0] as BracketCompetitorAnswer;
  await page.getByRole('switch', { name: 'Modo editor' }).or(page.getByLabel('Modo editor')).check();
  const before = await onlyBracketOf(page, moving.full_name, from.label);
  await before
    .getByRole('button', { name: `Ficha de ${moving.full_name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: moving.full_name });
  await dialog.getByLabel('Mover a gráfica (categoría.número)').fill('12');
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(dialog.getByText('Gráfica inválida')).toBeVisible();
  await dialog.getByLabel('Mover a gráfica (categoría.número)').fill(to.label);
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  // The toast (the changed mark's own title says the same inside the drawing).
  await expect(page.getByRole('alert').filter({ hasText: MOVED })).toBeVisible();
  const after = await onlyBracketOf(page, moving.full_name, to.label);
  await expect(after.getByRole('img', { name: MOVED })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-1280.png` });

  // The narrow screen.
  await page.getByLabel('Buscar competidor').fill('');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: `${SHOTS}/director-800.png` });
  await page.getByRole('tab', { name: 'Premiaciones de doyang' }).click();
  await expect(page.getByRole('table', { name: 'Premiaciones de doyang' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/standings-800.png` });
});
