import type { DashboardAnswer, DoyangDashboardAnswer } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The demo network shows every number of Home's cards alive for the director (issue 27).

let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await createTestApp({}, 120);
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

const dashboard = async (query = '') => {
  const res = await t.call('GET', `/api/doyangs/dashboard${query}`, director);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardAnswer;
};

describe("the demo's cards", () => {
  it('every active doyang has a card; the network card has every count alive', async () => {
    const answer = await dashboard();
    expect(answer.data.length).toBe(17);
    expect(answer.exam).not.toBeNull();
    const net = answer.data.find((c) => c.id === 23) as DoyangDashboardAnswer;
    for (const field of [
      'students_count',
      'bimester_inscriptions',
      'risk_students_count',
      'debtors_count',
      'insuranced_students_count',
      'rejected_insurance_students_count',
      'uninsured_students_count',
      'black_belt_prospects_count',
    ] as const)
      expect(net[field], field).toBeGreaterThan(0);
    expect(net.exam_record.count).toBeGreaterThan(0);
    expect(net.tournament_record.count).toBeGreaterThan(0);
    expect(net.inscription_record?.count).toBeGreaterThan(0);
    expect(net.exam_efficiency.presented).toBeGreaterThan(0);
    expect(net.totals_by_belt.filter((b) => b.count > 0).length).toBeGreaterThan(3);
    const schools = answer.data.filter((c) => c.id !== 23);
    expect(schools.every((c) => c.month_birthdays_count > 0)).toBe(true);
    expect(schools.every((c) => c.bimester_inscriptions_goal !== null)).toBe(true);
    // Goals on the coming exam, event and tournament: some reached, most needing more people.
    const goals = schools.flatMap((c) => [
      ...Object.values(c.next_exams_totals),
      ...Object.values(c.next_events_totals),
      ...Object.values(c.next_tournaments_totals),
    ]);
    expect(goals.filter((g) => g.goal !== null).length).toBeGreaterThanOrEqual(schools.length * 3);
    expect(goals.some((g) => g.goal !== null && g.required > 0)).toBe(true);
    expect(goals.some((g) => g.goal !== null && g.required === 0)).toBe(true);
  });

  it("the traffic light's counts are those of its snapshot, every colour in the network", async () => {
    const rows = await t.call('GET', '/api/doyangs/23/traffic_light_rows', director);
    expect(rows.statusCode).toBe(200);
    const net = (await dashboard('?ids=23')).data[0];
    expect(net.traffic_light_report_array).toEqual(rows.json().counts);
    for (const colour of ['verde', 'amarillo', 'rojo', 'negro'] as const)
      expect(net.traffic_light_report_array[colour], colour).toBeGreaterThan(0);
  });
});
