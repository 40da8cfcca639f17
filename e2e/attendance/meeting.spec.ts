import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { apiAs, dayMonYear, markControls, roster, serverToday } from './attendance-api.ts';

// Group 5 'CINTAS NEGRAS' of doyang 1 on the day of the bimester's parents' meeting (unique attendance).
// General direction has 'Asistencias Extemporáneas (72hrs)', so the day picker has no lower limit for them.
const GROUP = 5;

test('the meeting column ticks one attendee on a unique-attendance meeting', async ({ page, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const today = await serverToday(director);
  const group = await director.call<{ bimester_meeting: { date: string; name: string } | null }>(
    'GET',
    `/api/doyang_groups/${GROUP}?append=bimester_meeting`,
  );
  const meeting = group.body.bimester_meeting;
  // The demo holds the bimester's meeting two weeks in, or earlier when the bimester is younger: never ahead.
  if (!meeting) throw new Error('the demo has no bimester meeting');
  expect(meeting.date <= today).toBe(true);

  const before = await roster(director, GROUP, `?date=${meeting.date}`);
  const student = before.data[0];
  const stored = student.assistance;

  try {
    await signIn(page, 'director@demo.mx', `/doyang_groups/${GROUP}/add_people`);
    await expect(page.getByTestId('attendance-date')).not.toHaveAttribute('data-min');
    await page.goto(`/doyang_groups/${GROUP}/add_people?date=${meeting.date}`);
    await expect(page.getByTestId('attendance-day')).toContainText(dayMonYear(meeting.date));
    await expect(page.getByRole('columnheader', { name: 'Junta' })).toBeVisible();
    await expect(page.getByTestId('notice-meeting')).toContainText(meeting.name);
    await expect(page.getByTestId('notice-meeting')).toContainText('solo se puede marcar una asistencia');

    const row = markControls(page, `student-row-${student.id}`);
    if (stored) {
      await row.clear.click();
      await expect(row.clear).toBeDisabled();
    }
    const tick = (name: string) => row.row.getByRole('checkbox', { name });
    await tick('Mamá').check();
    await expect(row.radio('A')).toBeChecked();
    for (const other of ['Alumno', 'Papá', 'Representante']) await expect(tick(other)).toBeDisabled();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.reload();
    await expect(tick('Mamá')).toBeChecked();
    await tick('Mamá').uncheck();
    await expect(tick('Papá')).toBeEnabled();

    // Two attendees are refused by the server as well.
    const refused = await director.call<{ message: string }>('PUT', `/api/doyang_groups/${GROUP}`, {
      student: student.id,
      date: meeting.date,
      is_mother: true,
      is_father: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('En esta junta solo se puede marcar una asistencia: alumno, mamá, papá o representante.');
  } finally {
    await director.call('PUT', `/api/doyang_groups/${GROUP}`, {
      student: student.id,
      date: meeting.date,
      type: stored?.type ?? null,
      is_student: stored?.is_student ?? false,
      is_mother: stored?.is_mother ?? false,
      is_father: stored?.is_father ?? false,
      is_representative: stored?.is_representative ?? false,
    });
  }
});
