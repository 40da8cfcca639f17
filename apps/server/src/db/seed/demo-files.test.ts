import type { GeneralFileResourceAnswer } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The demo's digital resources (issue 26): real files a school would open, stored through the file storage when the
// network was seeded, downloaded as any upload is; and alumno@demo.mx's file (expediente).

let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await createTestApp();
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

describe('demo digital resources', () => {
  it('lists three resources, newest first, each downloadable as the file it says it is', async () => {
    const list = (await t.call('GET', '/api/general_file_resources', director)).json() as GeneralFileResourceAnswer[];
    expect(list.map((r) => [r.name, r.extension])).toEqual([
      ['CALENDARIO DE ACTIVIDADES 2026', 'pdf'],
      ['TABLA DE COLORES DE CINTAS', 'png'],
      ['REGLAMENTO DE EXÁMENES DE GRADO 2026', 'pdf'],
    ]);
    const [calendar, belts, rules] = list;
    const rulesPdf = await t.call('GET', `/api/general_file_resources/${rules.id}/download`, director);
    expect(rulesPdf.headers['content-type']).toBe('application/pdf');
    const rulesText = pdfText(rulesPdf.rawPayload);
    expect(rulesText).toContain('REGLAMENTO DE EXÁMENES DE GRADO');
    expect(rulesText).toContain('Muy bien');

    // The calendar lists the demo's own exams, events and tournaments of the year.
    const calendarText = pdfText(
      (await t.call('GET', `/api/general_file_resources/${calendar.id}/download`, director)).rawPayload,
    );
    expect(calendarText).toContain('CALENDARIO DE ACTIVIDADES 2026');
    expect(calendarText).toMatch(/Examen/);
    expect(calendarText).toMatch(/Torneo/);

    const image = await t.call('GET', `/api/general_file_resources/${belts.id}/download`, director);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 380]);
    expect(png.length).toBe(belts.size);
  });

  it('a professor reads them; alumno@demo.mx has an enrolment form as their file', async () => {
    const profesor = await t.login('profesor@demo.mx');
    const list = await t.call('GET', '/api/general_file_resources?paginate=1', profesor);
    expect(list.json().total).toBe(3);
    const alumno = await t.login('alumno@demo.mx');
    const me = (await t.call('POST', '/api/me', alumno)).json() as { id: number };
    const file = await t.call('GET', `/api/users/${me.id}/file`, profesor);
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.rawPayload)).toContain('FICHA DE INSCRIPCIÓN');
  });
});
