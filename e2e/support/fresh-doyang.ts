import type { DoyangGroupRowAnswer, DoyangRecordAnswer, UserRecordAnswer } from '@doyang/domain';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { apiAs, serverToday } from './api.ts';
import { PASSWORD } from './session.ts';

// A doyang of one journey's own, made through the API by the general director, so the journey runs beside
// others (the 'isolated' project) without reading or changing the demo network's doyangs.

/** Someone the set-up made: always with an e-mail to log in with. */
export type Person = UserRecordAnswer & { email: string };
export type Group = Pick<DoyangGroupRowAnswer, 'id' | 'name'>;

export type FreshDoyang = {
  doyang: DoyangRecordAnswer;
  /** Its responsible professor, who also certifies its groups; logs in with `email` and PASSWORD. */
  profesor: Person;
  /** A 'Kyosa de doyang' of its personal. */
  kyosa: Person;
  today: string;
  /** Someone more in its personal (roles by id, e.g. 4 'Orientación y enlace'). */
  addStaff: (roleId: number) => Promise<Person>;
  /** A class group run and certified by the professor; monday to friday 16:00–17:00 unless told. */
  addGroup: (name: string, more?: Record<string, unknown>) => Promise<Group>;
  /** Active adult students whose class group is `group`, each with a surname of their own. */
  addStudents: (group: Group, count: number) => Promise<(Person & { last_name: string })[]>;
  /** The set-up's own API context (the test's `request` fixture does not exist in a beforeAll). */
  request: APIRequestContext;
  /** Ends the set-up: the add* calls and `request` stop working. */
  close: () => Promise<void>;
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Letters only: names stay searchable words, and no number in them matches another journey's search. */
const randomWord = (length: number) => Array.from({ length }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const wordOf = (n: number): string => (n < 26 ? LETTERS[n] : wordOf(Math.floor(n / 26) - 1) + LETTERS[n % 26]);

async function created<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A new active doyang with its professor and a kyosa, for a journey's beforeAll; `close()` it at the end. */
export async function freshDoyang(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo): Promise<FreshDoyang> {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const tag = randomWord(6);
  const director = await apiAs(request, 'director@demo.mx');
  const today = await serverToday(director);
  // Enrolled two months ago, so a journey may mark any of the last days.
  const enrolled = new Date(Date.parse(`${today}T12:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  let people = 0;

  const person = (roleId: number, more: Record<string, unknown> = {}) =>
    created<Person>(
      director.call('POST', '/api/users', {
        name: 'PERSONAL',
        last_name: tag,
        second_last_name: wordOf(people++),
        role_id: roleId,
        email: `${tag.toLowerCase()}-${people}@e2e.mx`,
        password: PASSWORD,
        cellphone: '5512345678',
        degree_id: 14,
        ...more,
      }),
    );
  const doyang = await created<DoyangRecordAnswer>(
    director.call('POST', '/api/doyangs', { name: `e2e ${tag}`, doyang_type_id: 1, city_id: 1 }),
  );
  const joinPersonal = async (p: Person) => {
    const answer = await director.call('PUT', `/api/doyangs/${doyang.id}`, { personal: p.id, doyang_surrogation_id: null });
    expect(answer.status).toBe(200);
    return p;
  };
  const profesor = await person(6, { name: 'PROFESOR', honorific_title_id: 3, certifier: true });
  const responsible = await director.call('PUT', `/api/doyangs/${doyang.id}`, {
    user_responsible_id: profesor.id,
    user_certifier_id: profesor.id,
  });
  expect(responsible.status).toBe(200);
  const kyosa = await joinPersonal(await person(7, { name: 'KYOSA' }));

  return {
    doyang,
    profesor,
    kyosa,
    today,
    request,
    close: () => request.dispose(),
    addStaff: async (roleId) => joinPersonal(await person(roleId)),
    addGroup: (name, more = {}) =>
      created<Group>(
        director.call('POST', '/api/doyang_groups', {
          name,
          doyang_id: doyang.id,
          user_responsible_id: profesor.id,
          user_certifier_id: profesor.id,
          begins_at: '16:00',
          ends_at: '17:00',
          json_week: [true, true, true, true, true, false, false],
          ...more,
        }),
      ),
    addStudents: async (group, count) => {
      const students: (Person & { last_name: string })[] = [];
      for (let i = 0; i < count; i++) {
        students.push(
          await created(
            director.call('POST', '/api/users', {
              name: 'ALUMNO',
              last_name: `${tag}${wordOf(people++)}`,
              role_id: 10,
              doyang_id: doyang.id,
              doyang_group_id: group.id,
              birth_date: '1995-03-10',
              enrollment_date: enrolled,
              start_payments_date: enrolled,
              sex: 1,
              job: 'EMPLEADO',
              address: 'CALLE E2E 1',
              cellphone: '5512345678',
            }),
          ),
        );
      }
      return students;
    },
  };
}
