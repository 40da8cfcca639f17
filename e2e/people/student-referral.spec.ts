import type { UserRecordAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { signIn } from '../support/session.ts';

let fresh: FreshDoyang;
let referrer: { id: number; full_name: string };
let student: { id: number; full_name: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  fresh = await freshDoyang(playwright, testInfo);
  [referrer, student] = await fresh.addStudents(await fresh.addGroup('RECOMENDACIONES'), 2);
});
test.afterAll(() => fresh.close());

test("the director records who recommended a student ('Recomendado por'); it is saved and read back", {
  tag: '@isolated',
}, async ({ page }) => {
  await signIn(page, 'director@demo.mx', `/students/${student.id}`);
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  const input = page.getByRole('combobox', { name: 'Recomendado por' });
  await input.fill(referrer.full_name);
  await page.getByRole('option', { name: referrer.full_name }).click();
  await page.screenshot({ path: 'screenshots/student-referral-1400.png', fullPage: true });
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Se ha editado el registro con éxito')).toBeVisible();

  const director = await apiAs(fresh.request, 'director@demo.mx');
  const saved = await director.call<UserRecordAnswer>('GET', `/api/users/${student.id}?with=recommendations`);
  expect(saved.body.recomended_by?.map((r) => r.id)).toEqual([referrer.id]);

  await page.goto(`/students/${student.id}`);
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await expect(
    page.getByRole('button', { name: referrer.full_name }).or(page.getByText(referrer.full_name)).first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/student-referral-800.png', fullPage: true });
});
