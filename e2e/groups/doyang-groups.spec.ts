import { expect, type Page, test } from '@playwright/test';
import { fillTime } from '../support/date-picker.ts';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, menu, pickCard } from '../support/session.ts';

// A doyang of the journeys' own with the demo's 'INFANTIL A' (16:00–17:00 L, MI, V) and a student in it.
let school: FreshDoyang;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  const infantil = await school.addGroup('INFANTIL A', { json_week: [true, false, true, false, true, false, false] });
  await school.addStudents(infantil, 1);
  await school.close();
});

async function openGroupsOfDoyang(page: Page, email: string, region: string) {
  await login(page, email);
  await pickCard(page.getByRole('region', { name: region }).getByTestId(`doyang-card-${school.doyang.id}`));
  await expect(page.getByTestId('selected-doyang')).toHaveText(school.doyang.name);
  await menu(page).getByText('Grupos', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `GRUPOS EN ${school.doyang.name}` })).toBeVisible();
}

const pick = async (page: Page, label: string, text: string) => {
  await page.getByLabel(label).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
};

test('the professor sees the groups of their doyang by week, creates, edits and staffs a group', { tag: '@isolated' }, async ({
  page,
}) => {
  const name = `grupo e2e ${Date.now() % 100000}`;
  const { profesor, kyosa } = school;
  await openGroupsOfDoyang(page, profesor.email, 'DOYANGS (COMO RESPONSABLE)');
  await expect(page.getByTestId('bimester-range')).toHaveText(/^Bimestre: \d{2}\/[A-Z]{3}\/\d{4} – \d{2}\/[A-Z]{3}\/\d{4}$/);
  const table = page.getByTestId('groups-table');
  await expect(table.getByRole('row', { name: /INFANTIL A/ })).toContainText('16:00–17:00 L, MI, V');
  await expect(table.getByRole('row', { name: /INFANTIL A/ })).toContainText(profesor.full_name_honorific);
  await expect(table.getByTestId('week-block').first()).toHaveText('L, MI, V');
  await expect(table.getByTestId('group-whatsapp').first()).toBeVisible();

  await page.getByTestId('group-create').click();
  await expect(page.getByRole('heading', { name: 'NUEVO GRUPO' })).toBeVisible();
  await expect(page.getByLabel('Doyang', { exact: true })).toHaveCount(0); // the selected doyang, not a choice
  await page.getByLabel('Nombre').fill(name);
  await pick(page, 'Responsable', profesor.full_name);
  await pick(page, 'Certificador', profesor.full_name);
  await fillTime(page, 'Hora de inicio', '19:00');
  await fillTime(page, 'Hora de término', '18:00');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('La hora de término debe ser posterior a la hora de inicio.')).toBeVisible();
  await expect(page.getByText('Selecciona al menos un día de la semana.')).toBeVisible();
  await fillTime(page, 'Hora de término', '20:00');
  await page.getByLabel('Martes').check();
  await page.getByLabel('Jueves').check();
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El registro se ha creado con exito')).toBeVisible();

  // A new group opens in its form, where kyosas are added.
  await expect(page.getByRole('heading', { name: 'EDITAR GRUPO' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue(name.toUpperCase());
  await expect(page.getByLabel('Martes')).toBeChecked();
  await expect(page.getByLabel('Lunes')).not.toBeChecked();
  const kyosas = page.getByTestId('group-kyosas');
  await expect(kyosas.getByText('Este grupo no tiene kyosas.')).toBeVisible();
  await kyosas.getByTestId('add-kyosa').click();
  await page.getByTestId('kyosa-person').fill(kyosa.full_name);
  await page.getByRole('option', { name: new RegExp(kyosa.full_name) }).click();
  await page.getByTestId('kyosa-submit').click();
  await expect(kyosas.getByRole('row', { name: new RegExp(kyosa.full_name) })).toContainText('Kyosa de doyang');
  await kyosas.getByRole('button', { name: new RegExp(`Quitar a .*${kyosa.full_name}`) }).click();
  await expect(page.getByText('¿Está seguro que desea eliminar este elemento?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(kyosas.getByText('Este grupo no tiene kyosas.')).toBeVisible();

  await fillTime(page, 'Hora de término', '20:30');
  await page.getByLabel('Sábado').check();
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El registro se ha editado con exito')).toBeVisible();
  await expect(page.getByRole('heading', { name: `GRUPOS EN ${school.doyang.name}` })).toBeVisible();
  await page.getByPlaceholder('Buscar').fill(name);
  const row = table.getByRole('row', { name: new RegExp(name.toUpperCase()) });
  await expect(row).toContainText('19:00–20:30 MA, J, S');
  await expect(row).toContainText(profesor.full_name_honorific);
  await expect(table.getByTestId('week-block')).toHaveText(['MA, J, S']);

  // An empty group can be deleted; one with students is refused with the server's reason.
  await row.getByTestId('group-delete').click();
  await expect(page.getByText('¿Estás seguro que deseas eliminar este registro?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('No hay grupos registrados.')).toBeVisible();
  await page.getByPlaceholder('Buscar').fill('INFANTIL A');
  await table
    .getByRole('row', { name: /INFANTIL A/ })
    .getByTestId('group-delete')
    .click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('El grupo tiene alumnos; cámbialos de grupo antes de eliminarlo.')).toBeVisible();
  await expect(table.getByRole('row', { name: /INFANTIL A/ })).toBeVisible();
});

test('a group links to its attendance and kyosa screens; /attendances opens the attendance screen', { tag: '@isolated' }, async ({
  page,
}) => {
  await openGroupsOfDoyang(page, school.profesor.email, 'DOYANGS (COMO RESPONSABLE)');
  const row = page.getByTestId('groups-table').getByRole('row', { name: /INFANTIL A/ });
  const id = (await row.getAttribute('data-testid'))?.replace('group-row-', '');
  await expect(row.getByTestId('group-attendance')).toHaveAttribute('href', `/doyang_groups/${id}/add_people`);
  await expect(row.getByTestId('group-kyosas')).toHaveAttribute('href', `/doyang_groups/${id}/kyosa_list`);
  await page.goto(`/doyang_groups/${id}/attendances`);
  // On a day without class (the group meets L, MI, V) the screen moves to the last class day and names it.
  await expect(page).toHaveURL(new RegExp(`/doyang_groups/${id}/add_people(\\?date=\\d{4}-\\d{2}-\\d{2})?$`));
});

test('without a selected doyang a professor is sent Home', { tag: '@isolated' }, async ({ page }) => {
  await login(page, school.profesor.email);
  // A professor of one doyang lands with it selected (issue 10); without it, groups send them Home.
  await expect(page.getByTestId('selected-doyang')).toHaveText(school.doyang.name);
  await page.getByTestId('clear-selected-doyang').click();
  await expect(page.getByTestId('selected-doyang')).toHaveText('Elige tu doyang en Inicio');
  await page.goto('/doyang_groups');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
