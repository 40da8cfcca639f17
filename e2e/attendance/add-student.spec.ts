import { expect, test } from '@playwright/test';
import { login } from '../support/session.ts';
import { apiAs, roster } from './attendance-api.ts';

// A student of group 4 joins group 1 'INFANTIL A' as an extra group, and leaves it again at the end.
const GROUP = 1;

test('the professor adds a student to the group; adding them twice is refused', async ({ page, request }) => {
  const api = await apiAs(request, 'profesor@demo.mx');
  const student = (await roster(api, 4)).data[0];
  expect((await roster(api, GROUP)).data.map((r) => r.id)).not.toContain(student.id);

  try {
    await login(page, 'profesor@demo.mx');
    await page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId('doyang-card-1').click();
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
