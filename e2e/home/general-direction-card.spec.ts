import { expect, test } from '@playwright/test';
import { login } from '../support/session.ts';

// The general direction is no school (issue 24): 'TODOS LOS DOYANGS' counts doyangs and clubs only; its card, with the
// whole network's semáforo, is for who works at general-direction level, and links to its form only for who may open it.
test('the general direction’s card: apart from the schools, its semáforo answers, and nobody else sees or follows it', async ({
  browser,
}) => {
  const director = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await login(director, 'director@demo.mx');
  const all = director.getByTestId('doyang-group-all');
  await expect(all.getByTestId('doyang-card-23')).toHaveCount(0);
  const doyangs = all.getByRole('tab', { name: /^Doyangs \(\d+\)$/ });
  const shown = Number((await doyangs.textContent())?.match(/\d+/)?.[0]);
  await expect(all.locator('[data-testid^="doyang-card-"]')).toHaveCount(shown);
  // The director is its responsible: the card is above, once, and its semáforo shows the whole network's next exam.
  const card = director.getByTestId('doyang-card-23');
  await expect(card).toHaveCount(1);
  await card.getByTestId('traffic-light-open-23').click();
  const light = director.getByTestId('traffic-light-dialog');
  await expect(light.getByText(/Toda la red/)).toBeVisible();
  await expect(light.getByTestId('traffic-light-count-rojo').or(light.getByText('No hay examen siguiente'))).toBeVisible();
  await director.close();

  // The technical director works at general-direction level without being its responsible: once, above the schools.
  const tecnico = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await login(tecnico, 'tecnico@demo.mx');
  await expect(tecnico.getByTestId('doyang-card-23')).toHaveCount(1);
  await expect(tecnico.getByTestId('doyang-group-all').getByTestId('doyang-card-23')).toHaveCount(0);
  await tecnico.close();

  // A student sees no card of the general direction and no link that would end in 'Acceso denegado'.
  const student = await browser.newPage({ viewport: { width: 800, height: 900 } });
  await login(student, 'alumno@demo.mx');
  await expect(student.getByTestId('doyang-group-all')).toBeVisible();
  await expect(student.getByTestId('doyang-card-23')).toHaveCount(0);
  await expect(student.locator('a[href^="/doyangs/"]')).toHaveCount(0);
  await student.screenshot({ path: 'screenshots/home-student-800.png', fullPage: true });
  await student.close();
});
