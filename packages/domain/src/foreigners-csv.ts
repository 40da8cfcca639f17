import { z } from 'zod';
import { NAME_MAX, ROLES } from './enums.ts';
import { fillMessage, MSG } from './messages.ts';
import { isBlank, requiredId } from './schemas/ids.ts';
import { hasControlCharacters } from './schemas/text.ts';
import { spanishFold } from './spanish-text.ts';
import { COMPETITION_TYPES, COMPETITIONS, type CompetitionTypeId } from './tournament-competitions.ts';

// The foreigners file of a tournament (spec 03 §2, §5, §7; issue 12): the columns it takes, how a spreadsheet's CSV
// is read (encoding, then separator), and each row's rules. The server decodes, parses and matches; these are pure.

export type ForeignerField =
  | 'name'
  | 'last_name'
  | 'second_last_name'
  | 'birth_date'
  | 'sex'
  | 'degree'
  | 'weight_kg'
  | 'height_m'
  | 'doyang'
  | 'city'
  | 'sabonim'
  | 'competitions';

export type ForeignerColumn = {
  field: ForeignerField;
  /** The template's header; any header that folds to it or to an alias names the column. */
  header: string;
  label: string;
  required: boolean;
  /** What the template's example row shows. */
  example: string;
  /** How to write it, for the import dialog. */
  hint: string;
  aliases?: readonly string[];
  max?: number;
};

export const FOREIGNERS_CSV_COLUMNS: readonly ForeignerColumn[] = [
  {
    field: 'name',
    header: 'nombre',
    label: 'Nombre',
    required: true,
    example: 'ANA SOFÍA',
    hint: 'Nombre(s) del competidor',
    aliases: ['nombres'],
    max: NAME_MAX,
  },
  {
    field: 'last_name',
    header: 'apellido_paterno',
    label: 'Apellido paterno',
    required: true,
    example: 'NÚÑEZ',
    hint: '',
    aliases: ['paterno', 'primer_apellido'],
    max: NAME_MAX,
  },
  {
    field: 'second_last_name',
    header: 'apellido_materno',
    label: 'Apellido materno',
    required: false,
    example: 'PEÑA',
    hint: 'Opcional',
    aliases: ['materno', 'segundo_apellido'],
    max: NAME_MAX,
  },
  {
    field: 'birth_date',
    header: 'fecha_nacimiento',
    label: 'Fecha de nacimiento',
    required: true,
    example: '14/05/2012',
    hint: 'DD/MM/AAAA o AAAA-MM-DD',
    aliases: ['fecha_de_nacimiento', 'nacimiento'],
  },
  { field: 'sex', header: 'sexo', label: 'Sexo', required: true, example: 'F', hint: 'M o F' },
  {
    field: 'degree',
    header: 'grado',
    label: 'Grado',
    required: true,
    example: '8VO KUP',
    hint: 'Como en el catálogo de grados (8VO KUP, 1ER DAN…)',
    aliases: ['cinta'],
  },
  {
    field: 'weight_kg',
    header: 'peso_kg',
    label: 'Peso (kg)',
    required: true,
    example: '35.5',
    hint: 'Kilos; punto o coma decimal',
    aliases: ['peso'],
  },
  {
    field: 'height_m',
    header: 'estatura_m',
    label: 'Estatura (m)',
    required: true,
    example: '1.42',
    hint: 'Metros; punto o coma decimal',
    aliases: ['estatura', 'talla', 'altura'],
  },
  {
    field: 'doyang',
    header: 'doyang',
    label: 'Doyang',
    required: true,
    example: 'TIGRES DE PUEBLA',
    hint: 'La escuela foránea',
    aliases: ['escuela'],
    max: 150,
  },
  {
    field: 'city',
    header: 'ciudad',
    label: 'Ciudad',
    required: false,
    example: 'PUEBLA',
    hint: 'Del doyang; opcional',
    max: 100,
  },
  {
    field: 'sabonim',
    header: 'sabonim',
    label: 'Sabonim',
    required: false,
    example: 'JORGE LUIS RAMÍREZ SOTO',
    hint: 'Nombre completo del profesor del doyang; opcional',
    aliases: ['profesor', 'maestro'],
    max: 3 * NAME_MAX,
  },
  {
    field: 'competitions',
    header: 'competencias',
    label: 'Competencias',
    required: false,
    example: 'COMBATE;FORMAS',
    hint: 'Separadas por ; (vacío: la primera que ofrece el torneo)',
    aliases: ['competencia'],
  },
];

/** A file is at most this big, and this many competitors: the import is one statement per table. */
export const FOREIGNERS_CSV_MAX_BYTES = 1024 * 1024;
export const FOREIGNERS_CSV_MAX_ROWS = 2000;
/** Cells a line may have: the template's twelve and the empty ones a spreadsheet leaves after them. */
export const FOREIGNERS_CSV_MAX_COLUMNS = 100;
/** Bad lines an answer lists; the rest are counted. */
export const FOREIGNERS_MAX_ERROR_LINES = 100;
export const FOREIGNERS_TEMPLATE_FILENAME = 'plantilla_foraneos.csv';

/** Who may be the zone responsible a foreign doyang answers to: those who may be a doyang's responsible. */
export const ZONE_RESPONSIBLE_ROLES: readonly number[] = [
  ROLES.DIRECTOR_GENERAL,
  ROLES.DIRECTOR_TECNICO,
  ROLES.PROFESOR_CERTIFICADO,
  ROLES.PROFESOR,
];

export const WEIGHT_RANGE = { min: 1, max: 300 } as const;
export const HEIGHT_RANGE = { min: 0.5, max: 2.5 } as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * A spreadsheet's bytes as text. Excel saves 'CSV UTF-8' (with a byte-order mark) or 'CSV' in the Windows code page:
 * valid UTF-8 is read as such, anything else as Windows-1252 (where every byte is a character). The encoding is
 * settled before the separator is looked for, so neither guess depends on the other.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  let text: string;
  let encoding: 'utf-8' | 'windows-1252' = 'utf-8';
  try {
    text = utf8.decode(bytes);
  } catch {
    text = windows1252.decode(bytes);
    encoding = 'windows-1252';
  }
  return { text: text.replace(/^\uFEFF/, ''), encoding };
}

export type CsvDelimiter = ',' | ';' | '\t';

/**
 * The separator of the header line: the most frequent of comma, semicolon and tab outside quotes (Excel in a locale
 * with decimal commas writes ';'). A header of one column has none: comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c as CsvDelimiter]++;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ',');
  return counts[best] > 0 ? best : ',';
}

/** A header as compared: no accents, no case, words joined by '_' ('Fecha de Nacimiento' → 'fecha_de_nacimiento'). */
export const foldHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export type HeaderMap = Partial<Record<ForeignerField, number>>;

/** Which cell holds each column; a missing required column, an unknown or a repeated one is an error of the file. */
export function mapHeader(headers: readonly string[]): { columns: HeaderMap; errors: string[] } {
  const columns: HeaderMap = {};
  const errors: string[] = [];
  const byName = new Map<string, ForeignerColumn>();
  for (const c of FOREIGNERS_CSV_COLUMNS) for (const name of [c.header, ...(c.aliases ?? [])]) byName.set(name, c);
  headers.forEach((raw, index) => {
    const folded = foldHeader(raw);
    if (!folded) return; // the empty cells a spreadsheet leaves after the last column
    const column = byName.get(folded);
    if (!column) errors.push(fillMessage(MSG.foreignersUnknownColumn, { column: shownValue(raw.trim()) }));
    else if (columns[column.field] !== undefined)
      errors.push(fillMessage(MSG.foreignersRepeatedColumn, { column: column.header }));
    else columns[column.field] = index;
  });
  for (const c of FOREIGNERS_CSV_COLUMNS) {
    if (c.required && columns[c.field] === undefined) errors.push(fillMessage(MSG.foreignersMissingColumn, { column: c.header }));
  }
  return { columns, errors };
}

const SHOWN_MAX = 40;
/** A cell's text as a message quotes it: a long one cut, so an answer stays small whatever the file holds. */
export const shownValue = (value: string): string => (value.length > SHOWN_MAX ? `${value.slice(0, SHOWN_MAX)}…` : value);

/** Trimmed, inner spaces collapsed, upper case: how names and places are stored. */
export const cleanText = (value: string): string => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** What two names are compared by (accents, case and spacing ignored): `spanish_fold` of the stored text. */
export const foldedName = (value: string): string => spanishFold(cleanText(value));

const isRealDate = (y: number, m: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** 'DD/MM/AAAA' (or with '-', '.') and 'AAAA-MM-DD' (or '/') as 'YYYY-MM-DD'; anything else, or no such day, null. */
export function parseBirthDate(value: string): string | null {
  const text = value.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const ymd = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d || !isRealDate(Number(y), Number(m), Number(d))) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** A decimal with a point or a comma ('35,5'); null when it is not one. */
export function parseDecimal(value: string): number | null {
  const text = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const SEXES: Record<string, 1 | 2> = { m: 1, h: 1, masculino: 1, hombre: 1, f: 2, femenino: 2, mujer: 2 };

/** 1 masculine, 2 feminine (the users' `sex`), from M/F or the word. */
export const parseSex = (value: string): 1 | 2 | null => SEXES[foldHeader(value)] ?? null;

const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'san', 'santa', 'van', 'von', 'da', 'di']);

/**
 * A full name in one cell split as the users table keeps it: the last two words are the surnames (a particle goes with
 * the word after it: DE LA CRUZ is one surname), the rest the name; with two words, name and surname. One word: null.
 */
export function splitFullName(value: string): { name: string; last_name: string; second_last_name: string | null } | null {
  const words = cleanText(value).split(' ').filter(Boolean);
  const parts: string[] = [];
  let pending: string[] = [];
  for (const word of words) {
    pending.push(word);
    if (!PARTICLES.has(spanishFold(word))) {
      parts.push(pending.join(' '));
      pending = [];
    }
  }
  if (pending.length) parts.push(pending.join(' '));
  if (parts.length < 2) return null;
  if (parts.length === 2) return { name: parts[0], last_name: parts[1], second_last_name: null };
  return { name: parts.slice(0, -2).join(' '), last_name: parts[parts.length - 2], second_last_name: parts[parts.length - 1] };
}

type Named = { name: string; last_name: string; second_last_name: string | null };

/** The folded full name, as `foldedFullName` writes it in SQL (name, surname, second surname if any). */
export const foldedPersonName = (p: Named): string =>
  [p.name, p.last_name, p.second_last_name]
    .filter((s): s is string => Boolean(s))
    .map(foldedName)
    .join(' ');

/** Who a competitor is, across files and imports: folded full name and birth date. */
export const personKey = (p: Named & { birth_date: string }): string => `${foldedPersonName(p)}|${p.birth_date}`;

const competitionKey = (text: string) => spanishFold(cleanText(text)).replace(/s$/, '');
const COMPETITION_BY_KEY = new Map<string, CompetitionTypeId>([
  ...COMPETITIONS.map((c) => [competitionKey(COMPETITION_TYPES[c.id]), c.id] as const),
  ...COMPETITIONS.map((c) => [String(c.id), c.id] as const),
  ['poomse', 2],
  ['poomsae', 2],
]);

/**
 * The competitions of a cell ('combate;formas', by name, singular or plural, or type number), each one the tournament
 * must offer. Empty: the tournament's first (none when it offers none).
 */
export function parseCompetitions(
  value: string,
  offered: readonly CompetitionTypeId[],
): { ids: CompetitionTypeId[]; errors: string[] } {
  const tokens = value
    .split(/[;,|/+]/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tokens.length) return { ids: offered.slice(0, 1), errors: [] };
  const ids = new Set<CompetitionTypeId>();
  const errors: string[] = [];
  for (const token of tokens) {
    const id = COMPETITION_BY_KEY.get(competitionKey(token));
    if (!id) errors.push(fillMessage(MSG.foreignersUnknownCompetition, { value: shownValue(token) }));
    else if (!offered.includes(id))
      errors.push(fillMessage(MSG.foreignersCompetitionNotOffered, { value: COMPETITION_TYPES[id] }));
    else ids.add(id);
  }
  return { ids: [...ids].sort((a, b) => a - b), errors };
}

/** One competitor of the file, as it will be stored. */
export type ForeignerRow = Named & {
  birth_date: string;
  sex: 1 | 2;
  degree_id: number;
  degree_name: string;
  weight_kg: string;
  height_m: string;
  doyang: string;
  city: string | null;
  sabonim: Named | null;
  competitions: CompetitionTypeId[];
};

export type RowContext = {
  today: string;
  /** Degrees by folded name. */
  degrees: ReadonlyMap<string, { id: number; name: string }>;
  offered: readonly CompetitionTypeId[];
};

/** The degrees of the catalogue by the name a file writes them with (accents, case and spacing ignored). */
export const degreesByName = (degrees: readonly { id: number; name: string }[]): Map<string, { id: number; name: string }> =>
  new Map(degrees.map((d) => [foldedName(d.name), d]));

function measure(value: string, range: { min: number; max: number }, message: string, errors: string[]): string {
  const n = parseDecimal(value);
  if (n === null || n < range.min || n > range.max) {
    errors.push(fillMessage(message, { value: shownValue(value), ...range }));
    return '';
  }
  return n.toFixed(2);
}

/** A row's cells read by the header's map: the competitor to store, or every reason it cannot be. */
export function readForeignerRow(
  cells: readonly string[],
  columns: HeaderMap,
  ctx: RowContext,
): { row: ForeignerRow; errors?: undefined } | { row?: undefined; errors: string[] } {
  const errors: string[] = [];
  const cell: Partial<Record<ForeignerField, string>> = {};
  for (const c of FOREIGNERS_CSV_COLUMNS) {
    const index = columns[c.field];
    const value = (index === undefined ? '' : (cells[index] ?? '')).trim();
    if (hasControlCharacters(value)) errors.push(fillMessage(MSG.foreignersCellControl, { column: c.header }));
    else if (c.required && isBlank(value)) errors.push(fillMessage(MSG.foreignersCellRequired, { column: c.header }));
    else if (c.max && cleanText(value).length > c.max)
      errors.push(fillMessage(MSG.foreignersCellTooLong, { column: c.header, max: c.max }));
    else cell[c.field] = value;
  }
  const v = (field: ForeignerField) => cell[field] ?? '';
  let birthDate: string | null = null;
  if (cell.birth_date) {
    birthDate = parseBirthDate(v('birth_date'));
    if (!birthDate) errors.push(fillMessage(MSG.foreignersBadDate, { value: shownValue(v('birth_date')) }));
    else if (birthDate > ctx.today) errors.push(MSG.foreignersFutureDate);
  }
  const sex = cell.sex ? parseSex(v('sex')) : null;
  if (cell.sex && !sex) errors.push(fillMessage(MSG.foreignersBadSex, { value: shownValue(v('sex')) }));
  const degree = cell.degree ? ctx.degrees.get(foldedName(v('degree'))) : undefined;
  if (cell.degree && !degree) errors.push(fillMessage(MSG.foreignersUnknownDegree, { value: shownValue(v('degree')) }));
  const weight = cell.weight_kg ? measure(v('weight_kg'), WEIGHT_RANGE, MSG.foreignersBadWeight, errors) : '';
  const height = cell.height_m ? measure(v('height_m'), HEIGHT_RANGE, MSG.foreignersBadHeight, errors) : '';
  const sabonim = cell.sabonim ? splitFullName(v('sabonim')) : null;
  if (cell.sabonim && !sabonim) errors.push(MSG.foreignersSabonimName);
  const competitions = parseCompetitions(v('competitions'), ctx.offered);
  errors.push(...competitions.errors);
  if (errors.length || !birthDate || !sex || !degree) return { errors: errors.length ? errors : [MSG.invalidData] };
  return {
    row: {
      name: cleanText(v('name')),
      last_name: cleanText(v('last_name')),
      second_last_name: cleanText(v('second_last_name')) || null,
      birth_date: birthDate,
      sex,
      degree_id: degree.id,
      degree_name: degree.name,
      weight_kg: weight,
      height_m: height,
      doyang: cleanText(v('doyang')),
      city: cleanText(v('city')) || null,
      sabonim,
      competitions: competitions.ids,
    },
  };
}

/** 'Línea 7: El grado «X» no existe.' */
export const lineMessage = (line: number, message: string): string => fillMessage(MSG.foreignersLine, { line, message });

/** The template: the header and one example row. */
export const foreignersTemplateRows = (): string[][] => [
  FOREIGNERS_CSV_COLUMNS.map((c) => c.header),
  FOREIGNERS_CSV_COLUMNS.map((c) => c.example),
];

/** The verify form's text fields (multipart): the tournament the file is for. */
export const foreignersVerifySchema = z.object({ tournament_id: requiredId });

/** The upload's: also the zone responsible the new foreign doyangs answer to (spec 03 §5). */
export const foreignersUploadSchema = foreignersVerifySchema.extend({
  parent_responsible_id: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce
      .number({ error: MSG.zoneResponsibleRequired })
      .int(MSG.zoneResponsibleRequired)
      .positive(MSG.zoneResponsibleRequired),
  ),
});

/** The forms as sent (multipart/form-data): the CSV under `file` beside the text fields (documented in /api/docs). */
export const foreignersVerifyForm = foreignersVerifySchema.extend({ file: z.file() });
export const foreignersUploadForm = foreignersUploadSchema.extend({ file: z.file() });
