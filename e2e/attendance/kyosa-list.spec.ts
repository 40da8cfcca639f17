import type { DoyangRecordAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, pickCard } from '../support/session.ts';
import { addDays, apiAs, markControls, roster, serverToday } from './attendance-api.ts';

// Group 'INFANTIL A' (with the doyang's kyosa) of a doyang of the journey's own. The doyang's orientation staff
// member joins as kyosa for the journey, is marked absent (and absent today in two more groups, so she reaches
// 3 absences in the bimester on any day of it), shows highlighted, and leaves again.
let school: FreshDoyang;
let GROUP: number;
let MORE_GROUPS: number[];
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  await school.addStaff(4);
  const groups = [await school.addGroup('INFANTIL A'), await school.addGroup('JUVENIL'), await school.addGroup('ADULTOS')];
  [GROUP, ...MORE_GROUPS] = groups.map((g) => g.id);
  const profesor = await apiAs(school.request, school.profesor.email);
  expect((await profesor.call('POST', `/api/doyang_groups/${GROUP}/kyosas/add`, { kyosas: school.kyosa.id })).status).toBe(200);
  await school.close();
});

test('the kyosa list adds a kyosa, marks her, highlights 3+ bimester absences and removes her', { tag: '@isolated' }, async ({
  page,
  request,
}) => {
  const api = await apiAs(request, school.profesor.email);
  const today = await serverToday(api);
  const doyang = await api.call<DoyangRecordAnswer>('GET', `/api/doyangs/${school.doyang.id}?with=personal`);
  const start = await roster(api, GROUP, '?kyosas=1');
  const newcomer = doyang.body.personal.find((p) => p.role_id === 4 && !start.group.kyosa_ids.includes(p.id));
  if (!newcomer) throw new Error('the doyang has no orientation staff outside the group');
  const clearMark = (group: number) =>
    api.call('PUT', `/api/doyang_groups/${group}`, { kyosa: newcomer.id, date: today, type: null, is_student: false });

  try {
    await login(page, school.profesor.email);
    await pickCard(
      page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId(`doyang-card-${school.doyang.id}`),
    );
    await page.goto(`/doyang_groups/${GROUP}/add_people`);
    await page.getByRole('link', { name: 'Kyosas' }).click();
    await expect(page).toHaveURL(new RegExp(`/doyang_groups/${GROUP}/kyosa_list`));
    await expect(page.getByRole('heading', { name: 'KYOSAS · INFANTIL A' })).toBeVisible();
    await expect(page.getByTestId('attendance-date')).toHaveAttribute('data-min', addDays(today, -3));
    await expect(page.locator('[data-testid^="kyosa-row-"]')).toHaveCount(start.total);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir CSV de kyosas' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^asistencias-kyosas-infantil-a-.*\.csv$/);

    await page.getByTestId('add-kyosa').click();
    await page.getByTestId('kyosa-person').click();
    await page.getByRole('option', { name: new RegExp(newcomer.full_name_honorific) }).click();
    await page.getByTestId('kyosa-submit').click();
    await expect(page.getByText('Se ha modificado el registro con éxito')).toBeVisible();
    const row = markControls(page, `kyosa-row-${newcomer.id}`);
    await expect(row.row).toBeVisible();
    await expect(row.row).not.toHaveAttribute('data-highlight', 'true');

    await row.mark('F');
    await expect(page.getByTestId('count-absent')).toHaveText('Faltaron: 1');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(row.row.getByTestId('absences')).toHaveText('1');

    // Two more absences today in other groups of hers: 3 in the bimester.
    for (const group of MORE_GROUPS) {
      expect((await api.call('POST', `/api/doyang_groups/${group}/kyosas/add`, { kyosas: newcomer.id })).status).toBe(200);
      const saved = await api.call('PUT', `/api/doyang_groups/${group}`, { kyosa: newcomer.id, date: today, type: 'F' });
      expect(saved.status).toBe(200);
    }
    await page.reload();
    await expect(row.row).toHaveAttribute('data-highlight', 'true');
    await expect(row.row.getByText('3 o más faltas en el bimestre')).toBeVisible();
    await expect(row.row.getByTestId('absences')).toHaveText('3');
    // Others without 3 absences are not highlighted.
    const plain = (await roster(api, GROUP, '?kyosas=1')).data.filter((r) => !r.highlight);
    for (const r of plain) await expect(page.getByTestId(`kyosa-row-${r.id}`)).not.toHaveAttribute('data-highlight', 'true');

    // Clearing her mark here brings her back under 3.
    await row.clear.click();
    await expect(row.radio('F')).not.toBeChecked();
    await expect(row.row).not.toHaveAttribute('data-highlight', 'true');
    await expect(page.getByTestId('count-absent')).toHaveText('Faltaron: 0');

    await row.row.getByRole('button', { name: /^Quitar a / }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(row.row).toHaveCount(0);
    expect((await roster(api, GROUP, '?kyosas=1')).group.kyosa_ids).not.toContain(newcomer.id);
  } finally {
    for (const group of [GROUP, ...MORE_GROUPS]) {
      await clearMark(group);
      await api.call('DELETE', `/api/doyang_groups/${group}?kyosas=${newcomer.id}`);
    }
  }
});
