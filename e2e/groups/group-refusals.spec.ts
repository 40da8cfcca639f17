import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, menu, pickCard } from '../support/session.ts';

// The kyosa of a doyang of the journey's own, which has a group 'INFANTIL A'.
let school: FreshDoyang;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  await school.addGroup('INFANTIL A');
  await school.close();
});

test('a kyosa reads the groups but has no create, edit or delete, and the server refuses them', { tag: '@isolated' }, async ({
  page,
}) => {
  await login(page, school.kyosa.email);
  await pickCard(page.getByRole('region', { name: 'DOYANGS (COMO PERSONAL)' }).getByTestId(`doyang-card-${school.doyang.id}`));
  await menu(page).getByText('Grupos', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `GRUPOS EN ${school.doyang.name}` })).toBeVisible();
  const row = page.getByTestId('groups-table').getByRole('row', { name: /INFANTIL A/ });
  await expect(row.getByTestId('group-attendance')).toBeVisible();
  await expect(page.getByTestId('group-create')).toHaveCount(0);
  await expect(row.getByTestId('group-edit')).toHaveCount(0);
  await expect(row.getByTestId('group-delete')).toHaveCount(0);
  const id = Number((await row.getAttribute('data-testid'))?.replace('group-row-', ''));

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const body = {
    name: 'INTRUSO',
    doyang_id: school.doyang.id,
    user_responsible_id: 7,
    user_certifier_id: 2,
    begins_at: '08:00',
    ends_at: '09:00',
    json_week: [true, false, false, false, false, false, false],
  };
  const refused = [
    await page.request.post('/api/doyang_groups', { headers, data: body }),
    await page.request.put(`/api/doyang_groups/${id}`, { headers, data: { name: 'INTRUSO' } }),
    await page.request.post(`/api/doyang_groups/${id}/kyosas/add`, { headers, data: { kyosas: [8] } }),
    await page.request.delete(`/api/doyang_groups/${id}?kyosas=9`, { headers }),
    await page.request.delete(`/api/doyang_groups/${id}`, { headers }),
    await page.request.get('/api/users?role_id=2,3,5,6&active=1', { headers }),
  ];
  for (const answer of refused) {
    expect(answer.status()).toBe(403);
    expect((await answer.json()).message).toBe('No tienes permiso para realizar esta acción.');
  }
  await expect(row).toContainText('INFANTIL A');

  await page.goto('/doyang_groups/create');
  await expect(page.getByRole('heading', { name: 'NUEVO GRUPO' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /guardar/i })).toHaveCount(0);
});
