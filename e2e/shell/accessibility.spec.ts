import type { UsersPageAnswer } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { type AxeViolation, axeFindings } from '../support/screens.ts';
import { login, signIn } from '../support/session.ts';

// Issue 24: no serious or critical axe-core finding on the screens a school uses most. Reads the demo network only.

/** What axe found that is serious or critical, one line per rule and one per element (the first five). */
const describe = (violations: AxeViolation[]) =>
  violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`);
      const more = v.nodes.length > 5 ? [`    … y ${v.nodes.length - 5} más`] : [];
      return [`${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const grave = await axeFindings(page);
  const count = grave.reduce((n, v) => n + v.nodes.length, 0);
  // Soft: a screen's findings do not hide the next screen's.
  expect
    .soft(
      grave.map((v) => v.id),
      `${screen}: ${count} serious/critical\n${describe(grave)}`,
    )
    .toEqual([]);
}

test.describe('accessibility', { tag: '@isolated' }, () => {
  test('the login page, signed out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login');
  });

  test('Home', async ({ page }) => {
    await login(page, 'director@demo.mx');
    await expect(page.getByTestId('doyang-card-1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'PRÓXIMO EXAMEN' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Home');
  });

  test('the students list and a student’s form', async ({ page, request }) => {
    await signIn(page, 'director@demo.mx', '/students?doyangId=1');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'students');

    const director = await apiAs(request, 'director@demo.mx');
    const one = await director.call<UsersPageAnswer>('GET', '/api/users?doyang_id=1&paginate=1&perPage=1');
    await page.goto(`/students/${one.body.data[0].id}`);
    await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
    await expectNoSeriousViolations(page, 'student form');
  });

  test('the exams', async ({ page }) => {
    await signIn(page, 'director@demo.mx', '/exams');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'exams');
  });

  test('the brackets of the demo cup', async ({ page, request }) => {
    const director = await apiAs(request, 'director@demo.mx');
    const list = await director.call<{ data: { id: number; name: string }[] }>(
      'GET',
      '/api/tournaments?paginate=1&search=COPA%20MDK',
    );
    const cup = list.body.data.find((t) => t.name.startsWith('COPA MDK'));
    expect(cup, 'the demo cup').toBeTruthy();
    await signIn(page, 'director@demo.mx', `/tournaments/${cup?.id}/graphs`);
    await expect(page.getByRole('heading', { name: /^GRÁFICAS — COPA MDK/ })).toBeVisible();
    await expect(page.getByTestId('bracket-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'brackets');
  });

  test('INGRESOS with the commissions owed, GASTOS and its form (issue 26)', async ({ page }) => {
    await signIn(page, 'director@demo.mx', '/payments');
    await expect(page.getByRole('table', { name: 'Ingresos' }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Solo comisiones pendientes' }).check();
    await expect(page.getByRole('checkbox', { name: 'Elegir todas las comisiones pendientes' })).toBeVisible();
    await expectNoSeriousViolations(page, 'INGRESOS');
    await page.goto('/expenses');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'GASTOS');
    await page.goto('/expenses/create');
    await expect(page.getByRole('heading', { name: 'NUEVO GASTO' })).toBeVisible();
    await expectNoSeriousViolations(page, 'GASTOS form');
  });

  test('the permissions of a role', async ({ page }) => {
    await signIn(page, 'director@demo.mx', '/permissions');
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Relaciones públicas' }).click();
    await expect(page.locator('tr[data-area="Poomses"]')).toBeVisible();
    await expectNoSeriousViolations(page, 'permissions');
  });
});
