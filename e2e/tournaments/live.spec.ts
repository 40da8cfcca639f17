import { mkdirSync } from 'node:fs';
import {
  type BracketAnswer,
  formatDayMonYear,
  type Paged,
  type TournamentCandidateAnswer,
  type UserRecordAnswer,
} from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { addDays, makeTournament } from '../support/exams.ts';
import { signIn } from '../support/session.ts';

const SHOTS = '/tmp/shots-live';
const LIVE_LABEL = 'Vista en vivo pública (sin iniciar sesión)';

test('live view: the director makes the cup public from its form, a screen without login shows a decision within 2 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const director = await apiAs(request, 'director@demo.mx');
  const found = await director.call<Paged<{ id: number; name: string }>>('GET', '/api/tournaments?paginate=1&search=COPA%20MDK');
  const cup = found.body.data.find((t) => t.name.startsWith('COPA MDK 2'));
  expect(cup, JSON.stringify(found.body)).toBeTruthy();
  const id = (cup as { id: number }).id;
  // The cup's brackets (drawn by the demo seed; drawing again adds only what is missing).
  expect((await director.call('GET', `/api/tournaments/${id}?add_missing_graphs=1`)).status).toBe(200);

  // Not public yet: the page says so, without asking anyone to log in.
  const tv = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const screen = await tv.newPage();
  await screen.goto(`/live/tournaments/${id}`);
  await expect(screen.getByRole('heading', { name: 'Esta transmisión no está disponible' })).toBeVisible();
  expect(new URL(screen.url()).pathname).toBe(`/live/tournaments/${id}`);

  // The director ticks the switch on the tournament's form; the list then offers the live view.
  const admin = await browser.newPage();
  await signIn(admin, 'director@demo.mx', `/tournaments/${id}`);
  await admin.getByLabel(LIVE_LABEL).check();
  await admin.getByRole('button', { name: 'Guardar' }).click();
  try {
    // Saved, back on the list: the cup's row (the only public one) links its live view.
    await expect(admin).toHaveURL(/\/tournaments$/);
    await expect(admin.getByRole('link', { name: 'Vista en vivo' })).toHaveAttribute('href', `/live/tournaments/${id}`);

    // The screen, still without login, shows the cup live (weeks ahead and undecided unless a journey before this one
    // decided some of it: then it has begun).
    await screen.goto(`/live/tournaments/${id}`);
    await expect(screen.getByRole('heading', { name: cup?.name })).toBeVisible();
    await expect(screen.getByRole('status')).toContainText('en vivo');

    // A decision through the API: the first bracket with an encounter ready, its first competitor wins.
    const brackets = (await director.call<{ graphs: BracketAnswer[] }>('GET', `/api/tournaments/${id}?append=graphs`)).body
      .graphs;
    const bracket = brackets.find((g) => g.pending.length) as BracketAnswer;
    expect(bracket, 'a bracket with an encounter to decide').toBeTruthy();
    const [winner, loser] = bracket.users[bracket.pending[0]];
    const decided = await director.call('PUT', `/api/tournament_graphs/${bracket.id}/winner`, {
      winner_id: winner.user_id,
      loser_id: loser.user_id,
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    // Newest first, without reloading the page.
    const newest = screen.getByTestId('live-recent').getByRole('listitem').first();
    await expect(newest).toContainText(winner.full_name, { timeout: 2000 });
    await expect(newest).toContainText(`venció a ${loser.full_name}`);
    // Decided: it has begun, each area's encounter is fought now.
    await expect(screen.getByTestId('live-current-name').first()).toBeVisible();

    await screen.screenshot({ path: `${SHOTS}/live-1280.png`, fullPage: true });
    await screen.setViewportSize({ width: 800, height: 1000 });
    await screen.screenshot({ path: `${SHOTS}/live-800.png`, fullPage: true });
    // The venue's TV: every area side by side and the board on one screen, with nothing to scroll.
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await expect(newest).toContainText(winner.full_name);
    await expect
      .poll(() => screen.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeLessThanOrEqual(0);
    await screen.screenshot({ path: `${SHOTS}/live-tv-1920.png` });
    // One area alone (the area buttons), then back to every area.
    await screen.setViewportSize({ width: 1280, height: 900 });
    const areaOne = screen.getByRole('navigation', { name: 'Áreas' }).getByRole('link', { name: 'Área 1' });
    await areaOne.click();
    await expect(screen).toHaveURL(/area=1$/);
    await expect(areaOne).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByText(/· Área 1$/)).toBeVisible();
    await screen.screenshot({ path: `${SHOTS}/live-area1-1280.png`, fullPage: true });
  } finally {
    // Other journeys read the cup as the demo has it.
    await director.call('PUT', `/api/tournaments/${id}`, { is_live_public: false });
    await tv.close();
  }
});

test('live view before the tournament’s day: nothing fought yet, the day it is and each area’s first encounters', async ({
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const director = await apiAs(request, 'director@demo.mx');
  const today = await serverToday(director);
  const date = addDays(today, 10);
  const id = await makeTournament(director, 'TORNEO PRÓXIMO', date);
  const candidates = (await director.call<Paged<TournamentCandidateAnswer>>('GET', `/api/tournaments/${id}/candidates?page=1`))
    .body.data;
  // Four boys, weighed in before the day (their recorded body) and added.
  for (const c of candidates.filter((p) => p.sex === 1).slice(0, 4)) {
    const person = (await director.call<UserRecordAnswer>('GET', `/api/users/${c.id}`)).body;
    const weighed = await director.call('PUT', `/api/users/${c.id}`, {
      id: c.id,
      add_tournament_somatometry: true,
      weight_kg: Number(person.weight_kg),
      height_m: Number(person.height_m),
      tournament_id: id,
    });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    const added = await director.call('POST', `/api/tournaments/${id}/prospects`, { userId: c.id, doyang_id: c.doyang_id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  expect((await director.call('GET', `/api/tournaments/${id}?add_missing_graphs=1`)).status).toBe(200);
  expect((await director.call('PUT', `/api/tournaments/${id}`, { is_live_public: true })).status).toBe(200);

  const tv = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const screen = await tv.newPage();
    await screen.goto(`/live/tournaments/${id}`);
    const notYet = screen.getByRole('region', { name: 'El torneo aún no comienza' });
    await expect(notYet).toContainText(`El torneo es el ${formatDayMonYear(date)}`);
    await expect(screen.getByRole('heading', { name: 'PRIMEROS ENCUENTROS' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'EN CURSO' })).toHaveCount(0);
    await expect(screen.getByTestId('live-current-name')).toHaveCount(0);
    await expect(screen.getByText('Aún no hay encuentros decididos')).toBeVisible();
    await screen.screenshot({ path: `${SHOTS}/live-ahead-1366.png`, fullPage: true });
    await screen.setViewportSize({ width: 800, height: 1000 });
    await screen.screenshot({ path: `${SHOTS}/live-ahead-800.png`, fullPage: true });
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await expect(notYet).toBeVisible();
    await screen.screenshot({ path: `${SHOTS}/live-ahead-tv-1920.png` });
  } finally {
    await director.call('PUT', `/api/tournaments/${id}`, { is_live_public: false });
    await tv.close();
  }
});
