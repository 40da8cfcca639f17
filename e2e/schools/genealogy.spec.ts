import { expect, test } from '@playwright/test';
import { login, menu, signIn } from '../support/session.ts';

test('the lineage tree opens two levels deep, expands, and the search finds a professor', async ({ page }) => {
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Linaje', { exact: true }).click();
  const tree = page.getByTestId('genealogy-tree');
  const root = tree.getByTestId('genealogy-node-1');
  await expect(root).toContainText('JORGE MENDOZA DÍAZ');
  await expect(root).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('genealogy-summary')).toContainText('personas');

  // Level 2 (the director's students) are open; a level-3 teacher's own students are not shown yet.
  const teacher = tree.locator('[role="treeitem"][aria-level="3"][aria-expanded="false"]').first();
  await expect(teacher).toBeVisible();
  const teacherId = (await teacher.getAttribute('data-testid'))?.replace('genealogy-node-', '') ?? '';
  await teacher.getByRole('button', { name: 'Expandir' }).click();
  await expect(tree.getByTestId(`genealogy-node-${teacherId}`)).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.locator('[role="treeitem"][aria-level="4"]').first()).toBeVisible();

  await page.getByTestId('genealogy-collapse-all').click();
  await expect(tree.locator('[role="treeitem"][aria-level="3"]')).toHaveCount(0);
  await page.getByTestId('genealogy-expand-all').click();
  await expect(tree.locator('[role="treeitem"][aria-level="3"]').first()).toBeVisible();
  await page.getByTestId('genealogy-collapse-all').click();

  // The professor of doyang 1 (profesor@demo.mx), found without accents; the branch opens to him.
  await page.getByTestId('genealogy-search').fill('mateo chavez');
  await expect(page.getByTestId('genealogy-matches')).toContainText('coincidencia');
  const professor = tree.getByTestId('genealogy-node-7');
  await expect(professor).toBeVisible();
  await expect(professor.locator('mark').first()).toHaveText('MATEO');
  await expect(professor).toContainText('CHÁVEZ');

  await page.getByTestId('genealogy-search').fill('nadie se llama asi');
  await expect(page.getByText('No hay nadie en el linaje con ese nombre.')).toBeVisible();
});

test('Linaje needs no permission: a professor opens it by its address', async ({ page }) => {
  await signIn(page, 'profesor@demo.mx', '/genealogy');
  await expect(page.getByTestId('genealogy-node-1')).toContainText('JORGE MENDOZA DÍAZ');
});
