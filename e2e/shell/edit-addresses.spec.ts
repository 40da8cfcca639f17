import type { Paged } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { login } from '../support/session.ts';

// The spec's edit addresses (spec 01 §2, 03 §2) open the record's form, as bookmarks and other systems link them.
test('the spec’s /{resource}/{id}/edit addresses open the record’s form @isolated', async ({ page, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  await login(page, 'director@demo.mx');
  for (const resource of ['exams', 'events', 'tournaments', 'parent-events', 'doyangs', 'tournament_categories']) {
    const first = await director.call<Paged<{ id: number; name: string }>>('GET', `/api/${resource}?paginate=1&perPage=1`);
    const record = first.body.data[0];
    expect(record, resource).toBeTruthy();
    await page.goto(`/${resource}/${record.id}/edit`);
    await expect(page, resource).toHaveURL(new RegExp(`/${resource}/${record.id}$`));
    await expect(page.getByRole('button', { name: /guardar/i }), resource).toBeVisible();
    await expect(page.getByTestId('refusal-missing')).toHaveCount(0);
    const stored = await director.call<{ name: string }>('GET', `/api/${resource}/${record.id}`);
    // The record's own name in its form (a club's form shows it without the 'CLUB MDKO' its list name carries).
    const name = page.getByRole('textbox', { name: 'Nombre' }).first();
    await expect(name, resource).not.toHaveValue('');
    expect(stored.body.name, resource).toContain(await name.inputValue());
  }
});
