import { MSG, ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { degreeNamed, makeDoyang, makeStudent } from '../../../test/factories.ts';
import { createTestApp, type TestApp, TODAY } from '../../../test/test-app.ts';
import { HEADER, postForeigners } from './foreigners-fixture.ts';

// The foreigners CSV of a tournament (spec 03 §5, §7): verify writes nothing, upload writes all or nothing, a second
// import of the same file creates nobody, and Excel's encodings and separators are read.
let t: TestApp;
let director: Actor;
let zone: Actor;
let profesor: Actor;
let tournament: number;
let otherTournament: number;

const FILE = [
  HEADER,
  'Ana Sofía,Núñez,Peña,04/05/2012,F,8vo kup,"35,5",1.42,Tigres de Puebla,Puebla,Jorge Ramírez Soto,combate;formas',
  'Luis,Ortega,,2011-01-30,M,4TO KUP,40,1.5,TIGRES DE PUEBLA,,JORGE RAMIREZ SOTO,formas',
  // Blank lines and the empty rows a spreadsheet leaves are skipped.
  '',
  ',,,,,,,,,,,',
  'Eva,Luna,Mar,2010-07-07,F,1er dan,50,1.6,Halcones de Tlaxcala,Tlaxcala,,',
].join('\r\n');

const TABLES = ['users', 'doyangs', 'doyang_personal', 'tournament_somatometries', 'tournament_prospects'] as const;
const counts = async () => {
  const row = await one<Record<string, number>>(
    t.app.db,
    sql.raw(`select ${TABLES.map((name) => `(select count(*)::int from ${name}) as ${name}`).join(', ')}`),
  );
  return row as Record<(typeof TABLES)[number], number>;
};

const post = (
  path: 'verify' | 'upload',
  who: Actor,
  fields: Record<string, string | number | undefined>,
  file?: string | Buffer,
) => postForeigners(t.app, path, who, fields, file);
const verify = (file: string | Buffer, tournamentId = tournament) =>
  post('verify', director, { tournament_id: tournamentId }, file);
const upload = (file: string | Buffer, tournamentId = tournament) =>
  post('upload', director, { tournament_id: tournamentId, parent_responsible_id: zone.user.id }, file);

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.as('director');
  const home = await makeDoyang(t.app.db);
  zone = await t.as('profesor-certificado', { doyang: home.id });
  profesor = await t.as('profesor', { doyang: home.id, responsible: true });
  const made = await rows<{ id: number }>(
    t.app.db,
    sql`insert into tournaments (name, date, has_combat, has_forms) values ('COPA FORÁNEA', ${TODAY}, true, true),
      ('COPA DE FORMAS', ${TODAY}, false, true) returning id`,
  );
  [tournament, otherTournament] = made.map((r) => r.id);
});
afterAll(() => t?.close());

describe('verify', () => {
  it('answers what the file would create, new or existing, and writes nothing', async () => {
    const before = await counts();
    const res = await verify(FILE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([]);
    expect(body.counts).toEqual({
      doyangs: { new: 2, existing: 0 },
      sabonims: { new: 1, existing: 0 },
      users: { new: 3, existing: 0 },
      prospects: { new: 3, existing: 0 },
    });
    expect(body.doyangs).toEqual([
      { id: null, name: 'TIGRES DE PUEBLA', city: 'PUEBLA', is_new: true },
      { id: null, name: 'HALCONES DE TLAXCALA', city: 'TLAXCALA', is_new: true },
    ]);
    expect(body.sabonims).toEqual([{ id: null, full_name: 'JORGE RAMÍREZ SOTO', doyang: 'TIGRES DE PUEBLA', is_new: true }]);
    expect(body.users[0]).toMatchObject({
      line: 2,
      full_name: 'ANA SOFÍA NÚÑEZ PEÑA',
      birth_date: '2012-05-04',
      sex: 2,
      degree: '8VO KUP',
      weight_kg: '35.50',
      height_m: '1.42',
      competitions: ['COMBATE', 'FORMAS'],
      is_new: true,
    });
    // Line numbers are the file's: the blank and empty lines still count.
    expect(body.users.map((u: { line: number }) => u.line)).toEqual([2, 3, 6]);
    // No competition given: the tournament's first.
    expect(body.users[2].competitions).toEqual(['COMBATE']);
    expect(await counts()).toEqual(before);
  });

  it('reports each bad line with its number and still answers the good ones', async () => {
    const file = [
      HEADER,
      'Ana,Núñez,,04/05/2012,F,8vo kup,35,1.42,Tigres,,,',
      'Beto,Paz,,31/02/2012,M,cinta morada,35,1.42,Tigres,,,rompimientos',
      'Ana,NUÑEZ,,2012-05-04,F,8VO KUP,35,1.42,Tigres,,,',
    ].join('\n');
    const body = (await verify(file)).json();
    expect(body.users.map((u: { line: number }) => u.line)).toEqual([2]);
    expect(body.errors).toEqual([
      {
        line: 3,
        messages: [
          'La fecha de nacimiento «31/02/2012» no es válida (DD/MM/AAAA o AAAA-MM-DD).',
          'El grado «cinta morada» no existe.',
          'El torneo no ofrece ROMPIMIENTOS.',
        ],
      },
      { line: 4, messages: ['Repite a la persona de la línea 2.'] },
    ]);
  });

  it('names the missing and unknown columns of the header', async () => {
    const body = (await verify('nombre;apellido;grado\nA;B;C')).json();
    expect(body.errors).toEqual([
      {
        line: 1,
        messages: expect.arrayContaining([
          'La columna apellido no es de la plantilla.',
          'Falta la columna apellido_paterno.',
          'Falta la columna fecha_nacimiento.',
        ]),
      },
    ]);
  });

  it('needs the file and an existing tournament; a JSON body is refused in Spanish', async () => {
    const noFile = await post('verify', director, { tournament_id: tournament });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual([MSG.foreignersFileRequired]);
    const noTournament = await post('verify', director, {}, FILE);
    expect(noTournament.statusCode).toBe(422);
    expect(Object.keys(noTournament.json().errors)).toEqual(['tournament_id']);
    const unknown = await verify(FILE, 999_999);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.tournament_id).toEqual([MSG.relatedMissing]);
    const json = await t.call('POST', '/api/users/verify-foreigners-csv', director.token, { tournament_id: tournament });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual([MSG.foreignersFileRequired]);
    const empty = await verify(`${HEADER}\n`);
    expect(empty.json().errors).toEqual([{ line: 1, messages: [MSG.foreignersFileEmpty] }]);
    const broken = await verify(`${HEADER}\n"Ana,Núñez,,04/05/2012,F,8vo kup,35,1.42,Tigres,,,\n`);
    expect(broken.statusCode).toBe(200);
    expect(broken.json().errors[0].messages).toEqual([MSG.foreignersUnreadable]);
  });

  it('refuses a file over 1 MB', async () => {
    const res = await verify(Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([MSG.foreignersFileTooLarge]);
  });
});

describe('files as Excel saves them', () => {
  const rowsOf = (sep: string) =>
    [
      [
        'Nombre',
        'Apellido Paterno',
        'Apellido Materno',
        'Fecha de Nacimiento',
        'Sexo',
        'Grado',
        'Peso',
        'Estatura',
        'Doyang',
        'Ciudad',
      ],
      ['JOSÉ', 'PEÑA', 'MUÑOZ', '01/02/2013', 'M', '4TO KUP', '30,5', '1,35', 'LEONES DE MÉRIDA', 'MÉRIDA'],
    ]
      .map((r) => r.join(sep))
      .join('\r\n');

  it.each([
    ['Windows-1252 with semicolons', Buffer.from(rowsOf(';'), 'latin1')],
    ['UTF-8 with a byte-order mark and semicolons', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rowsOf(';'))])],
    ['UTF-8 without a byte-order mark and tabs', Buffer.from(rowsOf('\t'))],
    ['Windows-1252 with commas', Buffer.from(rowsOf(',').replace('30,5', '30.5').replace('1,35', '1.35'), 'latin1')],
  ])('%s', async (_, bytes) => {
    const body = (await verify(bytes)).json();
    expect(body.errors).toEqual([]);
    expect(body.users).toMatchObject([
      {
        full_name: 'JOSÉ PEÑA MUÑOZ',
        birth_date: '2013-02-01',
        weight_kg: '30.50',
        height_m: '1.35',
        doyang: 'LEONES DE MÉRIDA',
      },
    ]);
    expect(body.doyangs).toMatchObject([{ name: 'LEONES DE MÉRIDA', city: 'MÉRIDA' }]);
  });
});

describe('upload', () => {
  it('needs a zone responsible: active staff of a responsible role', async () => {
    const student = await makeStudent(t.app.db, { doyang: 1 });
    const before = await counts();
    for (const value of [undefined, '']) {
      const res = await post('upload', director, { tournament_id: tournament, parent_responsible_id: value }, FILE);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: MSG.zoneResponsibleRequired,
        errors: { parent_responsible_id: ['Debe seleccionar un responsable de zona'] },
      });
    }
    const notStaff = await post('upload', director, { tournament_id: tournament, parent_responsible_id: student.id }, FILE);
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().errors.parent_responsible_id).toEqual([MSG.zoneResponsibleNotStaff]);
    expect(await counts()).toEqual(before);
  });

  it('writes nothing when a line is bad, and names the lines', async () => {
    const before = await counts();
    const file = [
      HEADER,
      'Ana,Núñez,,04/05/2012,F,8vo kup,35,1.42,Tigres Nuevos,,Pedro Paz,',
      'Beto,Paz,,2012-05-04,M,cinta morada,35,1.42,Tigres Nuevos,,,',
      'Carla,Paz,,32/01/2012,F,8VO KUP,35,1.42,Tigres Nuevos,,,',
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Línea 3: El grado «cinta morada» no existe.',
      'Línea 4: La fecha de nacimiento «32/01/2012» no es válida (DD/MM/AAAA o AAAA-MM-DD).',
    ]);
    expect(res.json().message).toBe('Línea 3: El grado «cinta morada» no existe.');
    expect(await counts()).toEqual(before);
  });

  it('a competition the tournament does not offer is a bad line', async () => {
    const before = await counts();
    const file = [HEADER, 'Ana,Núñez,,04/05/2012,F,8vo kup,35,1.42,Tigres,,,combate'].join('\n');
    const res = await upload(file, otherTournament);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Línea 2: El torneo no ofrece COMBATE.']);
    expect(await counts()).toEqual(before);
  });

  it('creates the foreign doyangs, their sabonim, the competitors, their weigh-in and prospect rows', async () => {
    const before = await counts();
    const res = await upload(FILE);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.counts).toMatchObject({ doyangs: { new: 2 }, sabonims: { new: 1 }, users: { new: 3 }, prospects: { new: 3 } });
    expect(body.users.every((u: { id: number | null }) => typeof u.id === 'number')).toBe(true);
    const after = await counts();
    expect(after.doyangs - before.doyangs).toBe(2);
    expect(after.users - before.users).toBe(4);
    expect(after.doyang_personal - before.doyang_personal).toBe(1);
    expect(after.tournament_somatometries - before.tournament_somatometries).toBe(3);
    expect(after.tournament_prospects - before.tournament_prospects).toBe(3);

    const doyangs = await rows<Record<string, unknown>>(
      t.app.db,
      sql`select name, city, is_foreign, active, doyang_type_id, parent_responsible_id from doyangs where is_foreign order by name desc`,
    );
    expect(doyangs).toEqual([
      {
        name: 'TIGRES DE PUEBLA',
        city: 'PUEBLA',
        is_foreign: true,
        active: false,
        doyang_type_id: 1,
        parent_responsible_id: zone.user.id,
      },
      {
        name: 'HALCONES DE TLAXCALA',
        city: 'TLAXCALA',
        is_foreign: true,
        active: false,
        doyang_type_id: 1,
        parent_responsible_id: zone.user.id,
      },
    ]);
    const [sabonim] = await rows<Record<string, unknown>>(
      t.app.db,
      sql`select u.name, u.last_name, u.second_last_name, u.role_id, u.active, u.is_foreign, u.email, u.password, h.name as title, d.name as doyang
        from users u join doyang_personal dp on dp.user_id = u.id join doyangs d on d.id = dp.doyang_id
        left join honorific_titles h on h.id = u.honorific_title_id
        where d.is_foreign`,
    );
    expect(sabonim).toEqual({
      name: 'JORGE',
      last_name: 'RAMÍREZ',
      second_last_name: 'SOTO',
      role_id: ROLES.PROFESOR,
      active: false,
      is_foreign: true,
      email: null,
      password: null,
      title: 'SABONIM',
      doyang: 'TIGRES DE PUEBLA',
    });
    const competitors = await rows<Record<string, unknown>>(
      t.app.db,
      sql`select u.name, u.role_id, u.sex, u.birth_date, u.degree_id, u.active, u.is_foreign, d.name as doyang, s.weight_kg, s.height_m,
          p.doyang_id = u.doyang_id as prospect_of_doyang, p.added_by, p.pay_combat, p.pay_forms, p.pay_boards, p.is_prospect_approved
        from tournament_prospects p join users u on u.id = p.user_id join doyangs d on d.id = u.doyang_id
        join tournament_somatometries s on s.user_id = u.id and s.tournament_id = p.tournament_id
        where p.tournament_id = ${tournament} order by p.id`,
    );
    const common = {
      role_id: ROLES.ALUMNO,
      active: true,
      is_foreign: true,
      prospect_of_doyang: true,
      added_by: director.user.id,
      pay_boards: false,
    };
    expect(competitors).toEqual([
      {
        ...common,
        name: 'ANA SOFÍA',
        sex: 2,
        birth_date: '2012-05-04',
        degree_id: degreeNamed('8VO KUP'),
        doyang: 'TIGRES DE PUEBLA',
        weight_kg: '35.50',
        height_m: '1.42',
        pay_combat: true,
        pay_forms: true,
        is_prospect_approved: null,
      },
      {
        ...common,
        name: 'LUIS',
        sex: 1,
        birth_date: '2011-01-30',
        degree_id: degreeNamed('4TO KUP'),
        doyang: 'TIGRES DE PUEBLA',
        weight_kg: '40.00',
        height_m: '1.50',
        pay_combat: false,
        pay_forms: true,
        is_prospect_approved: null,
      },
      {
        ...common,
        name: 'EVA',
        sex: 2,
        birth_date: '2010-07-07',
        degree_id: degreeNamed('1ER DAN'),
        doyang: 'HALCONES DE TLAXCALA',
        weight_kg: '50.00',
        height_m: '1.60',
        pay_combat: true,
        pay_forms: false,
        is_prospect_approved: null,
      },
    ]);
    // The network's own lists leave the foreign doyangs out: Home's cards ask for active doyangs.
    const cards = (await t.call('GET', '/api/doyangs?front_page=1', director.token)).json() as { name: string }[];
    expect(cards.map((d) => d.name)).not.toContain('TIGRES DE PUEBLA');
  });

  it('a second import of the same file (written differently) creates nobody; the weigh-in is the latest', async () => {
    const again = FILE.replace('Ana Sofía,Núñez', 'ANA SOFIA,NUNEZ')
      .replace('Tigres de Puebla', 'TIGRES  DE PUEBLA')
      .replace('"35,5"', '36');
    const verified = (await verify(again)).json();
    expect(verified.counts).toEqual({
      doyangs: { new: 0, existing: 2 },
      sabonims: { new: 0, existing: 1 },
      users: { new: 0, existing: 3 },
      prospects: { new: 0, existing: 3 },
    });
    expect(verified.users[0]).toMatchObject({ is_new: false, already_prospect: true, current_doyang: 'TIGRES DE PUEBLA' });
    const before = await counts();
    const res = await upload(again);
    expect(res.statusCode, res.body).toBe(201);
    expect(await counts()).toEqual(before);
    const weight = await one<{ weight_kg: string }>(
      t.app.db,
      sql`select s.weight_kg from tournament_somatometries s join users u on u.id = s.user_id
        where s.tournament_id = ${tournament} and u.name = 'ANA SOFÍA'`,
    );
    expect(weight?.weight_kg).toBe('36.00');
  });

  it('texts with commas, quotes, braces, backslashes or the word NULL are stored as written', async () => {
    const file = [HEADER, 'Null,"{Paz}",NULL,01/01/2011,M,4to kup,40,1.5,"LOS ""TIGRES"", A.C. \\ NORTE",,,formas'].join('\n');
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<Record<string, unknown>>(
      t.app.db,
      sql`select u.name, u.last_name, u.second_last_name, d.name as doyang from users u join doyangs d on d.id = u.doyang_id
        where u.id = ${res.json().users[0].id}`,
    );
    expect(row).toEqual({ name: 'NULL', last_name: '{PAZ}', second_last_name: 'NULL', doyang: 'LOS "TIGRES", A.C. \\ NORTE' });
  });

  it('someone already in the network is matched, keeps their doyang and competes for the file’s', async () => {
    const home = await makeDoyang(t.app.db);
    const student = await makeStudent(t.app.db, {
      doyang: home.id,
      name: 'MARIO',
      last_name: 'GÓMEZ',
      second_last_name: null,
      birth_date: '2009-03-03',
    });
    const file = [HEADER, 'mario,gomez,,03/03/2009,M,4to kup,60,1.7,Tigres de Puebla,,,formas'].join('\n');
    const verified = (await verify(file)).json();
    expect(verified.users).toMatchObject([{ id: student.id, is_new: false, current_doyang: home.name, already_prospect: false }]);
    expect((await upload(file)).statusCode).toBe(201);
    const row = await one<{ doyang_id: number; prospect_doyang: string }>(
      t.app.db,
      sql`select u.doyang_id, d.name as prospect_doyang from tournament_prospects p join users u on u.id = p.user_id
        join doyangs d on d.id = p.doyang_id where p.tournament_id = ${tournament} and p.user_id = ${student.id}`,
    );
    expect(row).toEqual({ doyang_id: home.id, prospect_doyang: 'TIGRES DE PUEBLA' });
  });
});

describe('the template and who may use the import', () => {
  it('the template is a CSV with a byte-order mark, the header and an example that verifies cleanly', async () => {
    const res = await t.call('GET', '/api/users/foreigners-csv-template', director.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('plantilla_foraneos.csv');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, example] = res.body.slice(1).trim().split('\n');
    expect(header).toBe(HEADER);
    expect(example).toContain('8VO KUP');
    const body = (await verify(res.rawPayload)).json();
    expect(body.errors).toEqual([]);
    expect(body.users).toHaveLength(1);
  });

  it('a professor of a doyang (not general direction) is refused everywhere', async () => {
    const before = await counts();
    expect((await post('verify', profesor, { tournament_id: tournament }, FILE)).statusCode).toBe(403);
    const res = await post('upload', profesor, { tournament_id: tournament, parent_responsible_id: zone.user.id }, FILE);
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/users/foreigners-csv-template', profesor.token)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('a large file', () => {
  // How long each step takes (verify < 2 s, upload < 8 s) is measured by npm run bench (bench/foreigner-files.ts).
  it('verifies 1,000 competitors, before and after importing them', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 1000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      lines.push(
        `NOMBRE${i},APELLIDO${i % 97},SEGUNDO${i % 13},${day}/0${(i % 9) + 1}/20${10 + (i % 8)},${i % 2 ? 'M' : 'F'},8VO KUP,4${i % 10},1.4${i % 10},DOYANG ${i % 40},CIUDAD,SABONIM DEL DOYANG ${i % 40},formas`,
      );
    }
    const file = lines.join('\n');
    const verified = await verify(file);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().counts.users).toEqual({ new: 1000, existing: 0 });
    const uploaded = await upload(file);
    expect(uploaded.statusCode, uploaded.body.slice(0, 300)).toBe(201);
    const again = (await verify(file)).json();
    expect(again.counts.users).toEqual({ new: 0, existing: 1000 });
  });
});
