import type {
  CronogramEntryAnswer,
  Paged,
  TournamentAnswer,
  TournamentCandidateAnswer,
  TournamentProspectAnswer,
} from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { dateField, fillDate } from '../support/date-picker.ts';
import { addDays } from '../support/exams.ts';
import { login, menu, signIn } from '../support/session.ts';

/** Two foreign competitors as Excel saves them in Mexico: semicolons, Windows-1252 (the accents in 'GÓMEZ'). */
const foreignersFile = (stamp: number) =>
  Buffer.from(
    [
      'nombre;apellido_paterno;apellido_materno;fecha_nacimiento;sexo;grado;peso_kg;estatura_m;doyang;ciudad;sabonim;competencias',
      `VISITA${stamp};GÓMEZ;RUIZ;12/03/2012;F;8VO KUP;41,5;1.50;ACADEMIA FORÁNEA ${stamp};PUEBLA;MAESTRO LÓPEZ PÉREZ;combate`,
      `OTRO${stamp};PEÑA;SOLÍS;02/07/2010;M;6TO KUP;52;1.62;ACADEMIA FORÁNEA ${stamp};PUEBLA;MAESTRO LÓPEZ PÉREZ;combate`,
    ].join('\r\n'),
    'latin1',
  );

test('tournaments: the director creates one with two areas, a professor weighs a student in and adds them, the director imports foreigners and builds the schedule', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const director = await apiAs(request, 'director@demo.mx');
  const profesor = await apiAs(request, 'profesor@demo.mx');
  const today = await serverToday(director);
  const date = addDays(today, 20);
  const stamp = Date.now() % 100000;
  const name = `TORNEO E2E ${stamp}`;

  // The director creates the tournament from the form (combat is on by default; forms is ticked).
  const page = await browser.newPage();
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Torneos', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'TORNEOS' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { name: 'NUEVO TORNEO' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Evento padre').fill('TEMPORADA');
  await page.getByRole('option', { name: /TEMPORADA/ }).click();
  await page.getByLabel('Sede').fill('SANTA CRUZ');
  await page.getByRole('option', { name: /SANTA CRUZ/ }).click();
  await fillDate(dateField(page, 'Fecha'), date);
  await page.getByLabel('Formas', { exact: true }).check();
  for (const [label, value] of [
    ['Precio', '650'],
    ['Pronto pago', '0'],
    ['Precio dos modalidades', '900'],
    ['Pronto pago dos modalidades', '0'],
  ])
    await page.getByLabel(label, { exact: true }).fill(value);
  for (const label of [
    'Límite de pronto pago (alumno)',
    'Límite de pronto pago (profesor)',
    'Límite de pago (alumno)',
    'Límite de pago (profesor)',
  ])
    await fillDate(dateField(page, label), addDays(date, -3));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El evento se ha guardado con éxito')).toBeVisible();
  const found = await director.call<Paged<TournamentAnswer>>(
    'GET',
    `/api/tournaments?paginate=1&search=${encodeURIComponent(name)}`,
  );
  const tournament = found.body.data[0];
  expect(tournament).toMatchObject({ has_forms: true });

  // Two areas under the form.
  await page.goto(`/tournaments/${tournament.id}`);
  for (const area of ['1', '2']) {
    await page.getByTestId('add-area').click();
    await page.getByTestId('area-number').fill(area);
    await page.getByTestId('area-save').click();
    await expect(page.getByTestId('tournament-areas')).toContainText(`Área ${area}`);
  }
  // Categories for the schedule, by sex (a mixed one takes nobody above configuration 34's age): combat on area 1,
  // forms on area 2.
  for (const [type, area, title] of [
    [1, 1, 'COMBATE'],
    [2, 2, 'FORMAS'],
  ] as const)
    for (const [male, sex] of [
      [true, 'VARONIL'],
      [false, 'FEMENIL'],
    ] as const)
      expect(
        (
          await director.call('POST', '/api/tournament_categories', {
            tournament_id: tournament.id,
            competition_type_id: type,
            table_name: area,
            name: `${title} ${sex}`,
            is_male: male,
          })
        ).status,
      ).toBe(201);

  // The professor weighs a candidate in: until then the add button stays off.
  const candidate = (
    await profesor.call<Paged<TournamentCandidateAnswer>>('GET', `/api/tournaments/${tournament.id}/candidates?page=1`)
  ).body.data[0];
  const prof = await browser.newPage();
  await signIn(prof, 'profesor@demo.mx', `/tournaments/${tournament.id}/prospects`);
  await prof.getByRole('tab', { name: 'Candidatos' }).click();
  await prof.getByLabel('Buscar por nombre').fill(candidate.full_name);
  const add = prof.getByRole('button', { name: `Agregar a ${candidate.full_name} como prospecto` });
  await expect(add).toBeDisabled();
  await prof.getByRole('button', { name: `Registrar peso y talla de ${candidate.full_name}` }).click();
  await prof.getByTestId('weight-kg').fill('0');
  await prof.getByTestId('height-m').fill('1.48');
  await prof.getByTestId('somatometry-save').click();
  await expect(prof.getByText('Los datos enviados no son válidos.')).toBeVisible();
  await prof.getByTestId('weight-kg').fill('43.5');
  await prof.getByTestId('somatometry-save').click();
  await expect(prof.getByRole('table', { name: 'Candidatos' })).toContainText('43.5 kg · 1.48 m');
  await add.click();
  await expect(add).toHaveCount(0);
  await prof.getByLabel('Buscar por nombre').fill('');
  await prof.getByRole('tab', { name: 'Prospectos' }).click();
  const row = prof.getByRole('table', { name: 'Prospectos' }).locator('tbody tr').filter({ hasText: candidate.full_name });
  await expect(row).toContainText('COMBATE');
  await prof.close();

  // The director imports two foreigners from an Excel-saved file, verifying first.
  await page.goto(`/tournaments/${tournament.id}/prospects`);
  await page.getByTestId('foreigners-open').click();
  await page
    .getByTestId('foreigners-file')
    .setInputFiles({ name: 'foraneos.csv', mimeType: 'text/csv', buffer: foreignersFile(stamp) });
  await page.getByTestId('foreigners-verify').click();
  await expect(page.getByRole('dialog')).toContainText(`VISITA${stamp}`);
  await page.getByTestId('foreigners-upload').click();
  await expect(page.getByText('Debe seleccionar un responsable de zona')).toBeVisible();
  await page.getByTestId('foreigners-responsible').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('foreigners-upload').click();
  await expect(page.getByTestId('foreigners-imported')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar' }).click();
  const prospects = await director.call<Paged<TournamentProspectAnswer>>(
    'GET',
    `/api/tournaments/${tournament.id}/prospects?page=1`,
  );
  expect(prospects.body.total).toBe(3);

  // The schedule: autogenerated from the categories and the prospects, then a recess ('Duración inválida' for 0).
  const schedule = page.getByTestId('cronogram-section');
  await schedule.getByRole('button', { name: 'Autogenerar' }).click();
  await expect(page.getByText('Horarios actualizados')).toBeVisible();
  await expect(schedule.getByRole('table')).toContainText('COMBATE');
  await schedule.getByRole('button', { name: 'Agregar receso' }).click();
  await page.getByLabel('Duración (min)').fill('0');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Duración inválida')).toBeVisible();
  await page.getByLabel('Duración (min)').fill('30');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(schedule.getByTestId('cronogram-RECESO')).toBeVisible();
  const entries = await director.call<CronogramEntryAnswer[]>(
    'GET',
    `/api/tournament_cronograms?tournament_id=${tournament.id}&area_number=1`,
  );
  const recess = entries.body.find((e) => e.is_recess);
  expect(recess).toMatchObject({ name: 'RECESO' });
  await page.close();
});
