import type { AssistanceAnswer, DoyangGroupShownAnswer, UsersPageAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { signIn } from '../support/session.ts';
import { apiAs, markControls, serverToday } from './attendance-api.ts';

// A selective group of general direction with the 55 students of a doyang of the journey's own, made for this
// journey and deleted after it: 50 rows a page, and marking 40 students is one small write per click (how long it
// takes is not asserted here: a journey's wall clock depends on the machine).
const STUDENTS = 55;
const MARKED = 40;

let school: FreshDoyang;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  await school.addStudents(await school.addGroup('INFANTIL A'), STUDENTS);
  await school.close();
});

test('a group of 55: 50 rows a page, and 40 marks in a row take seconds', { tag: '@isolated' }, async ({ page, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const today = await serverToday(director);
  const students = await director.call<UsersPageAnswer>(
    'GET',
    `/api/users?active=1&paginate=1&perPage=${STUDENTS}&orderBy[id]=desc&doyang_id=${school.doyang.id}`,
  );
  expect(students.body.data).toHaveLength(STUDENTS);
  const created = await director.call<DoyangGroupShownAnswer>('POST', '/api/doyang_groups', {
    name: 'SELECTIVO DE PRUEBA DE ASISTENCIA',
    user_responsible_id: 1,
    begins_at: '18:00',
    ends_at: '20:00',
    json_week: [true, true, true, true, true, true, true],
    is_selective_group: true,
  });
  expect(created.status).toBe(201);
  const groupId = created.body.id;
  try {
    const added = await director.call('PUT', `/api/doyang_groups/${groupId}`, {
      groupsAsStudent: students.body.data.map((s) => s.id),
    });
    expect(added.status).toBe(200);

    await signIn(page, 'director@demo.mx', `/doyang_groups/${groupId}/add_people?date=${today}`);
    const rows = page.locator('[data-testid^="student-row-"]');
    await expect(rows).toHaveCount(50);
    await expect(page.getByText(`1-50 de ${STUDENTS}`)).toBeVisible();
    await expect(page.getByTestId('count-unmarked')).toHaveText(`Sin marcar: ${STUDENTS}`);
    const ids = await rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-testid') ?? ''));

    // Every click is one small PUT and nothing else: no roster reload per click.
    const calls: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push({ method: r.method(), url: r.url(), body: r.postData() });
    });
    for (const id of ids.slice(0, MARKED)) await markControls(page, id).mark('A');
    await expect(page.getByTestId('count-attended')).toHaveText(`Asistieron: ${MARKED}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(MARKED);
    expect(calls.filter((c) => c.url.includes('/roster'))).toHaveLength(0);
    for (const put of puts) {
      expect(put.url).toMatch(new RegExp(`/api/doyang_groups/${groupId}$`));
      expect(Object.keys(JSON.parse(put.body ?? '{}')).sort()).toEqual(['date', 'id', 'student', 'type']);
    }

    // All of them were stored, one request each.
    const marks = await director.call<AssistanceAnswer[]>('GET', `/api/assistances?doyang_group_id=${groupId}&date=${today}`);
    expect(marks.body).toHaveLength(MARKED);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(rows).toHaveCount(STUDENTS - 50);
    await expect(page.getByTestId('count-attended')).toHaveText(`Asistieron: ${MARKED}`);

    // A search from page 2 waits for the typing to stop, then asks once, from page 1.
    const surname = students.body.data[0].last_name;
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/roster')) searches.push(r.url());
    });
    await page.getByTestId('roster-search').fill(surname);
    await expect(rows.first()).toContainText(surname);
    for (const row of await rows.all()) await expect(row).toContainText(surname);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain(`search=${encodeURIComponent(surname).replace(/%20/g, '+')}`);
    expect(searches[0]).toContain('page=1');
  } finally {
    await director.call('DELETE', `/api/doyang_groups/${groupId}`);
  }
});
