import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A screen looked at: no serious or critical axe-core finding (issue 24's bar), then a full-page screenshot at 1280
 * and at 800 px into `dir` as `{name}-1280.png` / `{name}-800.png`. A notice fading in has the contrast of a
 * half-transparent box, so axe reads the screen once notices are gone; `settle` also waits for the network and
 * react-admin's loading indicators (a debounced search may still be on its way).
 */
export async function shoot(page: Page, dir: string, name: string, { settle = false } = {}): Promise<void> {
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 15_000 });
  if (settle) {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
  await page.screenshot({ path: `${dir}/${name}-800.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
