import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * What axe-core finds serious or critical on the page (issue 24's bar: WCAG 2.1 A/AA and best practices).
 * One `axe.run` in the page (legacy mode: the app has no frames) asked for violations only: the builder's default
 * carries every passing element of every rule out of the page and back into a blank one, which took 25 s on the
 * general direction's Home of 41 cards against 3 s this way.
 */
export async function axeFindings(page: Page): Promise<AxeViolation[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * A screen looked at: no serious or critical axe-core finding, then a full-page screenshot at 1280 and at 800 px into
 * `dir` as `{name}-1280.png` / `{name}-800.png`. A notice fading in has the contrast of a half-transparent box, so axe
 * reads the screen once notices are gone; `settle` also waits for the network and react-admin's loading indicators (a
 * debounced search may still be on its way). `fits` also checks that nothing is wider than an 800-px window but what
 * scrolls in its own box.
 */
export async function shoot(page: Page, dir: string, name: string, { settle = false, fits = false } = {}): Promise<void> {
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 15_000 });
  if (settle) {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
  const grave = await axeFindings(page);
  expect
    .soft(
      grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      name,
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  if (fits) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `${name}: horizontal overflow at 800 px`).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: `${dir}/${name}-800.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
