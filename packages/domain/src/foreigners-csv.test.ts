import { describe, expect, it } from 'vitest';
import {
  decodeCsvBytes,
  degreesByName,
  detectDelimiter,
  FOREIGNERS_CSV_COLUMNS,
  foldHeader,
  foreignersTemplateRows,
  foreignersUploadSchema,
  foreignersVerifySchema,
  mapHeader,
  parseBirthDate,
  parseCompetitions,
  parseDecimal,
  parseSex,
  personKey,
  readForeignerRow,
  splitFullName,
} from './foreigners-csv.ts';
import { MSG } from './messages.ts';

const HEADER = FOREIGNERS_CSV_COLUMNS.map((c) => c.header);
const ctx = {
  today: '2026-11-22',
  degrees: degreesByName([
    { id: 8, name: '4TO KUP' },
    { id: 13, name: '1ER DAN' },
  ]),
  offered: [1, 2] as const,
};
const cellsOf = (values: Record<string, string>) => HEADER.map((h) => values[h] ?? '');
const GOOD = {
  nombre: ' ana  sofía ',
  apellido_paterno: 'núñez',
  apellido_materno: '',
  fecha_nacimiento: '4/5/2012',
  sexo: 'f',
  grado: '4to kup',
  peso_kg: '35,5',
  estatura_m: '1.4',
  doyang: 'Tigres  de Puebla',
  ciudad: 'puebla',
  sabonim: 'jorge luis de la cruz',
  competencias: '',
};

describe('reading the bytes of a spreadsheet', () => {
  it('takes UTF-8 with or without a byte-order mark, and Windows-1252 otherwise', () => {
    const utf8 = new TextEncoder().encode('nombre;ñandú\n');
    expect(decodeCsvBytes(utf8)).toEqual({ text: 'nombre;ñandú\n', encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe('nombre;ñandú\n');
    // 'PEÑA;JOSÉ' as Excel's 'CSV' writes it in Windows-1252: Ñ 0xD1, É 0xC9 are not valid UTF-8.
    const ansi = new Uint8Array([0x50, 0x45, 0xd1, 0x41, 0x3b, 0x4a, 0x4f, 0x53, 0xc9]);
    expect(decodeCsvBytes(ansi)).toEqual({ text: 'PEÑA;JOSÉ', encoding: 'windows-1252' });
  });

  it('finds the separator on the header line, outside quotes', () => {
    expect(detectDelimiter('nombre,apellido_paterno\nA;B;C;D')).toBe(',');
    expect(detectDelimiter('nombre;apellido_paterno;grado\r\nA,B')).toBe(';');
    expect(detectDelimiter('nombre\tgrado\n')).toBe('\t');
    expect(detectDelimiter('"a;b;c",nombre,grado\n')).toBe(',');
    expect(detectDelimiter('nombre\n')).toBe(',');
  });
});

describe('the header', () => {
  it('matches names without accents, case or spacing, and the aliases', () => {
    expect(foldHeader(' Fecha de Nacimiento ')).toBe('fecha_de_nacimiento');
    const { columns, errors } = mapHeader([
      'NOMBRE',
      'Apellido Paterno',
      'Fecha de nacimiento',
      'Sexo',
      'Cinta',
      'Peso',
      'Estatura',
      'Doyang',
      '',
    ]);
    expect(errors).toEqual([]);
    expect(columns).toMatchObject({
      name: 0,
      last_name: 1,
      birth_date: 2,
      sex: 3,
      degree: 4,
      weight_kg: 5,
      height_m: 6,
      doyang: 7,
    });
  });

  it('names a missing required column, an unknown and a repeated one', () => {
    const { errors } = mapHeader(['nombre', 'nombre', 'apodo']);
    expect(errors).toContain('La columna nombre está repetida.');
    expect(errors).toContain('La columna apodo no es de la plantilla.');
    expect(errors).toContain('Falta la columna apellido_paterno.');
    expect(errors).not.toContain('Falta la columna ciudad.');
  });

  it('the template has the header and an example row that passes its own rules', () => {
    const [header, example] = foreignersTemplateRows();
    expect(header).toEqual(HEADER);
    const { columns } = mapHeader(header);
    const read = readForeignerRow(example, columns, { ...ctx, degrees: degreesByName([{ id: 7, name: '8VO KUP' }]) });
    expect(read.errors).toBeUndefined();
  });
});

describe('values', () => {
  it('dates: DD/MM/AAAA and AAAA-MM-DD, real days only', () => {
    expect(parseBirthDate('04/05/2012')).toBe('2012-05-04');
    expect(parseBirthDate('4-5-2012')).toBe('2012-05-04');
    expect(parseBirthDate('2012-05-04')).toBe('2012-05-04');
    expect(parseBirthDate('2012/5/4')).toBe('2012-05-04');
    expect(parseBirthDate('31/02/2012')).toBeNull();
    expect(parseBirthDate('05/04/12')).toBeNull();
    expect(parseBirthDate('mayo 2012')).toBeNull();
  });

  it('decimals with point or comma; sex as M/F or the word', () => {
    expect(parseDecimal('35,5')).toBe(35.5);
    expect(parseDecimal(' 1.42 ')).toBe(1.42);
    expect(parseDecimal('1.4.2')).toBeNull();
    expect(parseDecimal('-3')).toBeNull();
    expect([parseSex('M'), parseSex('femenino'), parseSex('Mujer'), parseSex('x')]).toEqual([1, 2, 2, null]);
  });

  it('a full name in one cell: the last two words are the surnames, particles go with the next word', () => {
    expect(splitFullName('jorge luis ramírez soto')).toEqual({
      name: 'JORGE LUIS',
      last_name: 'RAMÍREZ',
      second_last_name: 'SOTO',
    });
    expect(splitFullName('Ana de la Cruz')).toEqual({ name: 'ANA', last_name: 'DE LA CRUZ', second_last_name: null });
    expect(splitFullName('Ana Pérez de la Cruz')).toEqual({ name: 'ANA', last_name: 'PÉREZ', second_last_name: 'DE LA CRUZ' });
    expect(splitFullName('  ANA ')).toBeNull();
  });

  it('the same person, however the name is written', () => {
    const a = personKey({ name: 'José  Ángel', last_name: 'PEÑA', second_last_name: null, birth_date: '2012-05-04' });
    const b = personKey({ name: 'JOSE ANGEL', last_name: 'pena', second_last_name: '', birth_date: '2012-05-04' });
    expect(a).toBe(b);
    expect(a).toBe('jose angel pena|2012-05-04');
    expect(personKey({ name: 'JOSE ANGEL', last_name: 'PENA', second_last_name: null, birth_date: '2012-05-05' })).not.toBe(a);
  });

  it('competitions by name or number; the tournament must offer them; none given is its first', () => {
    expect(parseCompetitions('combate; Formas', [1, 2])).toEqual({ ids: [1, 2], errors: [] });
    expect(parseCompetitions('FORMAS|1', [1, 2])).toEqual({ ids: [1, 2], errors: [] });
    expect(parseCompetitions('', [2, 5])).toEqual({ ids: [2], errors: [] });
    expect(parseCompetitions('', [])).toEqual({ ids: [], errors: [] });
    expect(parseCompetitions('rompimientos', [1, 2]).errors).toEqual(['El torneo no ofrece ROMPIMIENTOS.']);
    expect(parseCompetitions('tecnica', [4]).ids).toEqual([4]);
    expect(parseCompetitions('karate', [1]).errors).toEqual(['La competencia «karate» no existe.']);
  });
});

describe('a row', () => {
  it('is read into what will be stored', () => {
    const { row } = readForeignerRow(cellsOf(GOOD), mapHeader(HEADER).columns, ctx);
    expect(row).toEqual({
      name: 'ANA SOFÍA',
      last_name: 'NÚÑEZ',
      second_last_name: null,
      birth_date: '2012-05-04',
      sex: 2,
      degree_id: 8,
      degree_name: '4TO KUP',
      weight_kg: '35.50',
      height_m: '1.40',
      doyang: 'TIGRES DE PUEBLA',
      city: 'PUEBLA',
      // Two given names and one surname cannot be told from one name and two surnames: the rule reads the latter.
      sabonim: { name: 'JORGE', last_name: 'LUIS', second_last_name: 'DE LA CRUZ' },
      competitions: [1],
    });
  });

  it('gives every reason a row cannot be imported', () => {
    const bad = {
      ...GOOD,
      nombre: '',
      fecha_nacimiento: '2030-01-01',
      sexo: 'X',
      grado: 'cinta morada',
      peso_kg: 'cuarenta',
      estatura_m: '142',
      sabonim: 'Jorge',
      competencias: 'combate;velocidad de pateo',
    };
    const { errors } = readForeignerRow(cellsOf(bad), mapHeader(HEADER).columns, ctx);
    expect(errors).toEqual([
      'Falta nombre.',
      MSG.foreignersFutureDate,
      'El sexo «X» no es válido (M o F).',
      'El grado «cinta morada» no existe.',
      'El peso «cuarenta» no es válido (kilos, entre 1 y 300).',
      'La estatura «142» no es válida (metros, entre 0.5 y 2.5).',
      MSG.foreignersSabonimName,
      'El torneo no ofrece VELOCIDAD DE PATEO.',
    ]);
    const dated = readForeignerRow(cellsOf({ ...GOOD, fecha_nacimiento: '31/02/2012' }), mapHeader(HEADER).columns, ctx);
    expect(dated.errors).toEqual(['La fecha de nacimiento «31/02/2012» no es válida (DD/MM/AAAA o AAAA-MM-DD).']);
    const control = readForeignerRow(cellsOf({ ...GOOD, doyang: 'A\u0007B' }), mapHeader(HEADER).columns, ctx);
    expect(control.errors).toEqual(['doyang contiene caracteres de control.']);
    const long = readForeignerRow(cellsOf({ ...GOOD, apellido_paterno: 'X'.repeat(101) }), mapHeader(HEADER).columns, ctx);
    expect(long.errors).toEqual(['apellido_paterno pasa de 100 caracteres.']);
  });
});

describe('the form fields', () => {
  it('need the tournament; the upload also the zone responsible', () => {
    expect(foreignersVerifySchema.parse({ tournament_id: '3', parent_responsible_id: '' })).toEqual({ tournament_id: 3 });
    expect(foreignersVerifySchema.safeParse({}).success).toBe(false);
    expect(foreignersUploadSchema.parse({ tournament_id: '3', parent_responsible_id: '7' })).toEqual({
      tournament_id: 3,
      parent_responsible_id: 7,
    });
    for (const missing of [undefined, '', '  ', 'x', '0']) {
      const parsed = foreignersUploadSchema.safeParse({ tournament_id: '3', parent_responsible_id: missing });
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['parent_responsible_id', MSG.zoneResponsibleRequired],
      ]);
    }
  });
});
