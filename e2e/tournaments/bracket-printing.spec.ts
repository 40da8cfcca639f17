import type { BracketAnswer } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { onlyBracketOf } from '../support/brackets.ts';
import { countPrints, type PrintedSheets, printedSheets } from '../support/printed.ts';
import { signIn } from '../support/session.ts';

// Issue 24: ticking two brackets printed 19 Letter pages (15 on a fresh demo), the pages after the first repeating the
// first competitor over empty lines, and one bracket printed as many. Now whole brackets, as many as fit a landscape
// sheet (two of eight slots), each competitor as often as the drawing holds them.

const SHOTS = '/tmp/shots-print-brackets';

/** The drawing's boxes that hold a name (the whole name is in the page; CSS cuts what does not fit). */
const drawnAs = (name: string, boxes: readonly string[]) => boxes.filter((t) => t === name);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The names on paper that stand for `name`: whole (ANA LÓPEZ is not inside JULIANA LÓPEZ), or its start cut with '…'. */
function printedAs(text: string, name: string): string[] {
  const whole = text.match(new RegExp(`(?<![\\p{L}])${escaped(name)}(?![\\p{L}])`, 'gu')) ?? [];
  const cut = [...text.matchAll(/(?<![\p{L}])([\p{L}][\p{L} ]{5,})…/gu)]
    .map((m) => m[1].trimEnd())
    .filter((start) => start !== name && name.startsWith(start));
  return [...whole, ...cut];
}
/** How often `name` is printed, leaving out cut names that could be another competitor's ('GUADALUPE VELÁZQUE…'). */
const count = (text: string, name: string, names: readonly string[]) =>
  printedAs(text, name).filter((p) => p === name || !names.some((o) => o !== name && o.startsWith(p))).length;

/**
 * Every chosen bracket whole on one sheet, no sheet without a bracket, and each competitor printed as many times as the
 * drawing holds them: once, more for whom a bye or a win moved on (`boxes`: each printed title's drawn texts).
 */
function expectWhole(printed: PrintedSheets, chosen: readonly BracketAnswer[], boxes: Record<string, string[]>) {
  const all = printed.pages.join('\n');
  expect(printed.pages.length, 'no more sheets than brackets').toBeLessThanOrEqual(chosen.length);
  expect(printed.pages.length).toBeGreaterThan(0);
  const names = Object.values(boxes).flat();
  for (const g of chosen) {
    const title = `Gráfica ${g.graph_number} (${g.label})`;
    expect(count(all, title, []), `${title} printed once`).toBe(1);
    const sheet = printed.pages.find((p) => p.includes(title)) as string;
    const own = Object.entries(boxes).find(([heading]) => heading.endsWith(title))?.[1] ?? [];
    for (const c of g.competitors) {
      const drawn = new Set(drawnAs(c.full_name, own));
      expect(drawn.size, `${c.full_name} drawn`).toBeGreaterThan(0);
      for (const v of drawn) {
        const times = Object.values(boxes)
          .flat()
          .filter((t) => t === v).length;
        // Never more than drawn (a name repeated over the sheets is printed whole), and on its own sheet.
        expect(count(all, v, names), `${v} printed at most as often as drawn`).toBeLessThanOrEqual(times);
        expect(printedAs(sheet, v).length, `${v} on the sheet of ${title}`).toBeGreaterThan(0);
      }
    }
  }
  for (const [i, p] of printed.pages.entries()) expect(p, `sheet ${i + 1} holds a bracket`).toMatch(/Gráfica \d+ \(/);
}

async function tick(page: Page, g: BracketAnswer, on: boolean) {
  const card = await onlyBracketOf(page, g.competitors[0]?.full_name as string, g.label);
  await card.getByRole('checkbox', { name: `Imprimir gráfica ${g.label}` }).setChecked(on);
  await page.getByLabel('Buscar competidor').fill('');
}

/** IMPRIMIR (n): the print view, the dialog a second later (counted, not opened), then the sheets it would print. */
async function print(page: Page, n: number, file: string): Promise<PrintedSheets & { boxes: Record<string, string[]> }> {
  const before = await page.evaluate(() => (window as unknown as { printed: number }).printed);
  await page.getByRole('button', { name: `Imprimir (${n})` }).click();
  const view = page.getByRole('dialog', { name: 'Impresión de gráficas' });
  await expect(view.getByRole('heading', { level: 2 })).toHaveCount(n);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(before + 1);
  const boxes = await view
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) =>
      Object.fromEntries(
        headings.map((h) => [
          h.textContent,
          [...(h.parentElement?.querySelectorAll('foreignObject > div > div:first-child') ?? [])].map((t) => t.textContent),
        ]),
      ),
    );
  return { ...(await printedSheets(page, file)), boxes };
}

test('printing brackets: two chosen brackets share a landscape Letter sheet, one takes one, all of them print whole, nothing repeated', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const director = await apiAs(request, 'director@demo.mx');
  const list = await director.call<{ data: { id: number; name: string }[] }>(
    'GET',
    '/api/tournaments?paginate=1&search=COPA%20MDK',
  );
  const cupId = list.body.data.find((t) => t.name.startsWith('COPA MDK'))?.id as number;
  expect(cupId, 'the demo cup').toBeTruthy();
  // Two of the largest brackets (eight slots), undecided: everyone in the first round, a bye's competitor also in the next.
  const graphs = (
    await director.call<{ graphs: BracketAnswer[] }>('GET', `/api/tournaments/${cupId}?append=graphs&competition_type_id=1`)
  ).body.graphs;
  const [a, b] = graphs.filter((g) => g.section === 'normal' && !g.decisions.length && g.size === 8 && g.competitors.length > 4);
  expect(a && b, 'two undecided COMBATE brackets of eight slots').toBeTruthy();
  const first = a as BracketAnswer;
  const second = b as BracketAnswer;

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await countPrints(page);
  await signIn(page, 'director@demo.mx', `/tournaments/${cupId}/graphs`);
  await expect(page.getByTestId('bracket-card').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/screen-1366.png` });

  await tick(page, first, true);
  await tick(page, second, true);
  const two = await print(page, 2, `${SHOTS}/two.pdf`);
  console.log(`two brackets: ${two.pages.length} pages of ${two.width} × ${two.height} pt`);
  await page.screenshot({ path: `${SHOTS}/print-view-1366.png` });
  expect(two.pages, 'two eight-slot brackets on one sheet').toHaveLength(1);
  expectWhole(two, [first, second], two.boxes);
  expect({ width: two.width, height: two.height }, 'landscape Letter').toEqual({ width: 792, height: 612 });
  await page.getByRole('dialog', { name: 'Impresión de gráficas' }).getByRole('button', { name: 'Cerrar' }).click();

  await tick(page, second, false);
  const one = await print(page, 1, `${SHOTS}/one.pdf`);
  console.log(`one bracket: ${one.pages.length} pages`);
  expect(one.pages).toHaveLength(1);
  expectWhole(one, [first], one.boxes);
  await page.getByRole('dialog', { name: 'Impresión de gráficas' }).getByRole('button', { name: 'Cerrar' }).click();

  // Every bracket of the tab, decided ones among them (a winner stands in each box they reached): none split.
  await page.getByRole('button', { name: 'Seleccionar todas las mostradas' }).click();
  const all = await print(page, graphs.length, `${SHOTS}/all.pdf`);
  console.log(`${graphs.length} brackets: ${all.pages.length} pages`);
  expectWhole(all, graphs, all.boxes);
  await page.getByRole('dialog', { name: 'Impresión de gráficas' }).getByRole('button', { name: 'Cerrar' }).click();

  // The screen itself, wide and narrow, is what it was.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: `${SHOTS}/screen-800.png` });
});
