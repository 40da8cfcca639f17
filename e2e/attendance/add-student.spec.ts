import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, pickCard } from '../support/session.ts';
import { apiAs, roster } from './attendance-api.ts';

// In a doyang of the journey's own, a student of 'SABATINO' joins 'INFANTIL A' as an extra group, and leaves it
// again at the end.
let school: FreshDoyang;
let GROUP: number;
let SATURDAY: number;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  const [infantil, sabatino] = [await school.addGroup('INFANTIL A'), await school.addGroup('SABATINO')];
  await school.addStudents(infantil, 2);
  await school.addStudents(sabatino, 2);
  [GROUP, SATURDAY] = [infantil.id, sabatino.id];
  await school.close();
});

test('the professor adds a student to the group; adding them twice is refused', { tag: '@isolated' }, async ({
  page,
  request,
}) => {
  const api = await apiAs(request, school.profesor.email);
  const student = (await roster(api, SATURDAY)).data[0];
  expect((await roster(api, GROUP)).data.map((r) => r.id)).not.toContain(student.id);

  try {
    await login(page, school.profesor.email);
    await pickCard(
      page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId(`doyang-card-${school.doyang.id}`),
    );
    await page.goto(`/doyang_groups/${GROUP}/add_people`);
    const selector = page.getByTestId('add-student');
    const pick = async () => {
      await selector.fill(student.full_name);
      await page.getByRole('option', { name: new RegExp(`^${student.full_name}`) }).click();
    };
    await pick();
    await expect(page.getByText('El alumno se agregó al grupo.')).toBeVisible();
    const row = page.getByTestId(`student-row-${student.id}`);
    await expect(row).toContainText('grupo extra');

    await pick();
    await expect(page.getByText('El estudiante ya se encuentra en el grupo')).toBeVisible();
    await expect(page.locator(`[data-testid="student-row-${student.id}"]`)).toHaveCount(1);
  } finally {
    await api.call('DELETE', `/api/doyang_groups/${GROUP}?students=${student.id}`);
  }
  expect((await roster(api, GROUP)).data.map((r) => r.id)).not.toContain(student.id);
});
