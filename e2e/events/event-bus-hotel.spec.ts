import { readFileSync } from 'node:fs';
import type { CandidateAnswer, EventProspectAnswer, Paged } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { addDays, makeEvent } from '../support/exams.ts';
import { shoot as shootScreen } from '../support/screens.ts';
import { signIn } from '../support/session.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/event-bus-hotel';
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name, { settle: true });

// Issue 27: an event's prospects travel with the network as a tournament's do. The professor marks who takes the bus
// and the hotel on the event's prospects screen and downloads the event's bus and hotel list (Excel).
test("event bus and hotel: a professor marks a prospect's bus and hotel and downloads the list", async ({ browser, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const profesor = await apiAs(request, 'profesor@demo.mx');
  const today = await serverToday(director);
  // The demo's seminar already has people travelling: general direction's file is not empty.
  const seminar = (await director.call<{ id: number; name: string }[]>('GET', '/api/events')).body.find(
    (e) => e.name === 'SEMINARIO DE ARBITRAJE',
  );
  expect(seminar).toBeDefined();
  const travelling = (
    await director.call<EventProspectAnswer[]>('GET', `/api/events/${seminar?.id}/prospects?perPage=0`)
  ).body.filter((p) => p.takes_bus || p.takes_hotel);
  expect(travelling.length).toBeGreaterThan(0);

  const eventId = await makeEvent(director, 'COPA DE VIAJE', addDays(today, 14));
  const [person] = (await profesor.call<Paged<CandidateAnswer>>('GET', `/api/events/${eventId}/candidates?page=1`)).body.data;
  expect((await profesor.call('POST', `/api/events/${eventId}/prospects`, { userId: person.id })).status).toBe(201);

  // A context of its own: axe-core reads the page through it (screens.ts).
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'profesor@demo.mx', `/events/${eventId}/prospects`);
  const table = page.getByRole('table', { name: 'Prospectos' });
  const row = table.locator('tbody tr').filter({ hasText: person.full_name });
  await expect(table.getByRole('columnheader', { name: 'Autobús y hotel' })).toBeVisible();
  await expect(row).toContainText('—');

  await page.getByRole('button', { name: `Autobús y hotel de ${person.full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Autobús y hotel de ${person.full_name}` });
  await expect(dialog.getByText('Competencias')).toHaveCount(0);
  await dialog.getByLabel('Autobús').check();
  await dialog.getByLabel('Hotel').check();
  await shoot(page, 'evento-autobus-hotel-dialogo');
  await dialog.getByTestId('registration-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Autobús · Hotel');
  await shoot(page, 'evento-prospectos');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-bus-hotel').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^autobus-hotel-copa-de-viaje-\d+\.xlsx$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await context.close();
});
