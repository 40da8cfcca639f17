import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { login, menu } from '../support/session.ts';

// Issue 10: a catalogue searched without accents finds its accented rows, and lists read in Spanish order.
// Serial: it adds localities to the shared catalogue (and removes them at the end).

const LETTERS = 'BCDFGHJKLMPQRSTVWXZ';
/** A word of this run: the journey's rows are the only ones it finds, whatever else the catalogue holds. */
const marker = Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

const SPANISH_ORDER = ['ALBERTO', 'ÁNGEL', 'AZUL', 'CHIMALHUACÁN', 'GÓMEZ', 'GONZÁLEZ', 'NUNO', 'NÚÑEZ', 'ÑANDÚ', 'OCHOA'];

test('Localidades: a search without accents finds the accented rows, listed in Spanish order', async ({ page, request }) => {
  const api = await apiAs(request, 'director@demo.mx');
  const ids: number[] = [];
  for (const word of [...SPANISH_ORDER].reverse()) {
    const { status, body } = await api.call<{ id: number }>('POST', '/api/cities', { name: `${word} ${marker}` });
    expect(status).toBe(201);
    ids.push(body.id);
  }
  try {
    await login(page, 'director@demo.mx');
    await menu(page).getByText('Localidades', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'LOCALIDADES' })).toBeVisible();
    const search = page.getByRole('textbox', { name: /buscar/i });
    const names = page.locator('tbody tr td:first-child');

    // The examples: 'mexico' finds the demo's CIUDAD DE MÉXICO, 'chimalhuacan' the accented row.
    await search.fill('mexico');
    await expect(page.getByText('CIUDAD DE MÉXICO', { exact: true })).toBeVisible();
    await search.fill(`chimalhuacan ${marker.toLowerCase()}`);
    await expect(names).toHaveText([`CHIMALHUACÁN ${marker}`]);

    // The list's own order (by name): Á with the A's, GÓMEZ before GONZÁLEZ, Ñ after every N.
    await search.fill(marker.toLowerCase());
    await expect(names).toHaveText(SPANISH_ORDER.map((w) => `${w} ${marker}`));
    await page.screenshot({ path: 'screenshots/spanish-order-cities.png', fullPage: true });
  } finally {
    for (const id of ids) expect((await api.call('DELETE', `/api/cities/${id}`)).status).toBeLessThan(300);
  }
});
