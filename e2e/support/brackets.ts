import { expect, type Locator, type Page } from '@playwright/test';

/** The one bracket card left on the brackets screen after searching a competitor's full name. */
export async function onlyBracketOf(page: Page, name: string, label: string): Promise<Locator> {
  await page.getByLabel('Buscar competidor').fill(name);
  const card = page.getByRole('region', { name: `Gráfica ${label}`, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('bracket-card')).toHaveCount(1);
  return card;
}
