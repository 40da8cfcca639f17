import { MSG } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { login } from '../support/session.ts';

// Home's calendar and the exam traffic light on the demo network (its exams and events are dated around today).
test('the director sees the next exam and its blocks, and a doyang’s semáforo with its reasons and Excel', async ({ page }) => {
  await login(page, 'director@demo.mx');
  const year = new Date().getFullYear();

  const upcoming = page.getByRole('region', { name: 'PRÓXIMOS EVENTOS Y TORNEOS' });
  await expect(upcoming.getByText('SEMINARIO DE ARBITRAJE')).toBeVisible();

  const next = page.getByRole('region', { name: 'PRÓXIMO EXAMEN' });
  await expect(next.getByText(/^EXAMEN DE GRADO \d{4} - II$/)).toBeVisible();
  await expect(next.getByText(/^Fecha: \d{2}\/[A-Z]{3}\/\d{4}$/)).toBeVisible();
  await expect(next.getByText('Residencia del sinodal:')).toBeVisible();
  await next.getByRole('button', { name: 'Ver más' }).click();

  const exams = page.getByRole('dialog', { name: 'EXAMENES DE ESTE AÑO' });
  const blocks = exams.getByTestId('exam-blocks');
  await expect(blocks.getByRole('row')).not.toHaveCount(1);
  await expect(blocks.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{2}:\d{2}$/);
  await exams.getByRole('tab', { name: 'Próximos examenes' }).click();
  await expect(exams.getByTestId('year-exams').getByText(`EXAMEN DE CINTA NEGRA ${year}`)).toBeVisible();
  await expect(exams.locator('[data-passed="true"]').first()).toBeVisible();
  await exams.getByRole('button', { name: 'Cerrar' }).click();

  // MDK ORIENTE IZTAPALAPA's card: the semáforo opens without selecting the card.
  const card = page.getByTestId('doyang-card-1');
  await card.getByTestId('traffic-light-open-1').click();
  const light = page.getByTestId('traffic-light-dialog');
  await expect(light.getByText(/^Semáforo \| MDK ORIENTE IZTAPALAPA/)).toBeVisible();
  const rows = light.getByTestId('traffic-light-rows').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Every student explains their colour: at least one reason under each.
  await expect(rows.first().locator('li').first()).toHaveText(/\S/);

  // The colour filter keeps only that colour.
  const red = light.getByTestId('traffic-light-count-rojo');
  await red.click();
  await expect(red).toHaveAttribute('aria-pressed', 'true');
  await expect(light.locator('[data-colour]:not([data-colour="rojo"])')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await light.getByRole('button', { name: 'Descargar Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^semaforo-.*\.xlsx$/);

  await light.getByRole('button', { name: 'Recalcular' }).click();
  await page.getByRole('dialog', { name: 'Recalcular semáforo' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(light.getByTestId('traffic-light-recalculated')).toHaveText(MSG.trafficLightRecalculated);
  await light.getByRole('button', { name: 'Cerrar' }).click();
  await expect(light).toHaveCount(0);
  await expect(card).toHaveAttribute('data-selected', 'false');
});
