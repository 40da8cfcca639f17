import { expect, test } from '@playwright/test';
import { login, pickCard } from '../support/session.ts';

test('a professor sees their doyang, searches all doyangs and selects one for the drawer', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  // Their one doyang comes selected (issue 10).
  await expect(page.getByTestId('selected-doyang')).toHaveText('MDK ORIENTE IZTAPALAPA');
  const responsible = page.getByTestId('home').getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' });
  await expect(responsible.getByText('MDK ORIENTE IZTAPALAPA')).toBeVisible();
  await expect(page.getByText('Apertura').first()).toBeVisible();
  await expect(page.getByText('15/MAR/2004').first()).toBeVisible();

  const all = page.getByRole('region', { name: 'TODOS LOS DOYANGS' });
  await expect(all.getByRole('tab', { name: /^Doyangs \(\d+\)$/ })).toBeVisible();
  await all.getByTestId('doyang-search').fill('chalco');
  await expect(all.getByRole('tab', { name: 'Doyangs (2)' })).toBeVisible();
  await expect(all.getByRole('tab', { name: 'Clubes (0)' })).toBeVisible();
  // By keyboard: the card's select button, named by the doyang, says whether it is the selected one.
  const valle = all.getByRole('button', { name: 'MDK ORIENTE VALLE DE CHALCO', exact: true });
  await valle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('selected-doyang')).toHaveText('MDK ORIENTE VALLE DE CHALCO');
  await expect(valle).toHaveAttribute('aria-pressed', 'true');
  // By mouse: anywhere on the card.
  await pickCard(all.getByTestId('doyang-card-3'));
  await expect(page.getByTestId('selected-doyang')).toHaveText('MDK ORIENTE CHALCO');
  await expect(valle).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(page.getByTestId('selected-doyang')).toHaveText('MDK ORIENTE CHALCO');
  await page.getByTestId('clear-selected-doyang').click();
  // SIN DOYANG SELECCIONADO is general direction's; staff are told where to choose.
  await expect(page.getByTestId('selected-doyang')).toHaveText('Elige tu doyang en Inicio');
});

test('the general director has no personal group and sees clubs in their tab', async ({ page }) => {
  await login(page, 'director@demo.mx');
  await expect(page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'DOYANGS (COMO PERSONAL)' })).toHaveCount(0);
  const all = page.getByRole('region', { name: 'TODOS LOS DOYANGS' });
  await all.getByRole('tab', { name: /^Clubes/ }).click();
  await expect(all.getByText('CLUB MDKO COLEGIO ANÁHUAC')).toBeVisible();
  await expect(all.getByText('MDK ORIENTE CHALCO')).toHaveCount(0);
});
