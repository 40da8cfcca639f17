// Reference rows the product relies on by id. Every choice here is recorded in docs/decisions.md.
import { PERMISSION_AREAS } from '@doyang/domain';

/** 11vo kup (order 1, id 1 = default new-student degree) up to 9no dan; belt groups of spec 01 §2. */
export const DEGREES: { name: string; belt_group: string; has_partials: boolean; partials_to_next_degree: number | null }[] = [
  { name: '11VO KUP', belt_group: 'BLANCA 11', has_partials: false, partials_to_next_degree: null },
  { name: '10MO KUP', belt_group: 'BLANCA 10', has_partials: false, partials_to_next_degree: null },
  { name: '9NO KUP', belt_group: 'AMARILLA', has_partials: false, partials_to_next_degree: null },
  { name: '8VO KUP', belt_group: 'AMARILLA', has_partials: false, partials_to_next_degree: null },
  { name: '7MO KUP', belt_group: 'VERDE', has_partials: false, partials_to_next_degree: null },
  { name: '6TO KUP', belt_group: 'VERDE', has_partials: false, partials_to_next_degree: null },
  { name: '5TO KUP', belt_group: 'AZUL', has_partials: false, partials_to_next_degree: null },
  { name: '4TO KUP', belt_group: 'AZUL', has_partials: false, partials_to_next_degree: null },
  { name: '3ER KUP', belt_group: 'CAFÉ', has_partials: false, partials_to_next_degree: null },
  { name: '2DO KUP', belt_group: 'CAFÉ', has_partials: false, partials_to_next_degree: null },
  { name: '1ER KUP', belt_group: 'ROJA', has_partials: false, partials_to_next_degree: null },
  { name: 'IEBY', belt_group: 'ROJA', has_partials: true, partials_to_next_degree: 2 },
  ...['1ER', '2DO', '3ER', '4TO', '5TO', '6TO', '7MO', '8VO', '9NO'].map((n, i) => ({
    name: `${n} DAN`,
    belt_group: 'NEGRA',
    has_partials: i < 3,
    partials_to_next_degree: i < 3 ? 2 : null,
  })),
];

export const DOYANG_TYPES = [
  { id: 1, name: 'Doyang' },
  { id: 2, name: 'Club' },
];

/** Configuration ids 1..41 (spec 01 §3). `value` may be a function of today for the dated ones. */
export function configurationDefaults(today: string): { id: number; name: string; value: string | null }[] {
  const [y, m] = today.split('-').map(Number);
  const startMonth = m % 2 === 1 ? m : m - 1; // bimesters: ene-feb, mar-abr, ...
  const pad = (n: number) => String(n).padStart(2, '0');
  const endMonth = startMonth + 1;
  const lastDay = new Date(Date.UTC(y, endMonth, 0)).getUTCDate();
  const start = `${y}-${pad(startMonth)}-01`;
  const end = `${y}-${pad(endMonth)}-${pad(lastDay)}`;
  const reviewStart = `${y}-${pad(endMonth)}-01`;
  return [
    { id: 1, name: 'Inicio de bimestre', value: start },
    { id: 2, name: 'Fin de bimestre', value: end },
    { id: 3, name: 'Máximo de meses de adeudo', value: '2' },
    { id: 4, name: 'Máximo de faltas continuas', value: '8' },
    { id: 5, name: 'Porcentaje de descuento por recomendado', value: '25' },
    { id: 6, name: 'Días para modificar metas', value: '15' },
    { id: 7, name: 'Precio del seguro', value: '350.00' },
    { id: 8, name: 'Reservado', value: null },
    { id: 9, name: 'Reservado', value: null },
    { id: 10, name: 'Reservado', value: null },
    { id: 11, name: 'Faltas extra para adultos', value: '2' },
    { id: 12, name: 'Faltas permitidas por bimestre', value: '6' },
    { id: 13, name: 'Fin de vigencia del seguro', value: `${y}-12-31` },
    { id: 14, name: 'Puntos locales: 1er lugar', value: '10' },
    { id: 15, name: 'Puntos locales: 1er lugar sin competir', value: '5' },
    { id: 16, name: 'Puntos locales: 2do lugar', value: '7' },
    { id: 17, name: 'Puntos locales: 3er lugar', value: '5' },
    { id: 18, name: 'Puntos locales: participación', value: '3' },
    { id: 19, name: 'Puntos foráneos: 1er lugar', value: '20' },
    { id: 20, name: 'Puntos foráneos: 1er lugar sin competir', value: '10' },
    { id: 21, name: 'Puntos foráneos: 2do lugar', value: '14' },
    { id: 22, name: 'Puntos foráneos: 3er lugar', value: '10' },
    { id: 23, name: 'Puntos foráneos: participación', value: '6' },
    { id: 24, name: 'Inicio de temporada de revisión', value: reviewStart },
    { id: 25, name: 'Fin de temporada de revisión', value: end },
    { id: 26, name: 'Edad máxima para pre-TKD', value: '5' },
    { id: 27, name: 'Eficiencia mínima aceptable de examen (%)', value: '80' },
    { id: 28, name: 'Puntos por evento', value: '2' },
    { id: 29, name: 'Puntos por torneo', value: '3' },
    { id: 30, name: 'Porcentaje máximo de beca', value: '50' },
    { id: 31, name: 'Puntos por evento local', value: '2' },
    { id: 32, name: 'Puntos por evento foráneo', value: '4' },
    { id: 33, name: 'Eficacia mínima de autobús (%)', value: '80' },
    { id: 34, name: 'Edad máxima para mezclar mujeres y hombres', value: '11' },
    { id: 35, name: 'Minutos de combate', value: '2' },
    { id: 36, name: 'Minutos de formas', value: '1' },
    { id: 37, name: 'Puntos de doyang: 1er lugar sin competir', value: '1' },
    { id: 38, name: 'Puntos de doyang: 1er lugar', value: '3' },
    { id: 39, name: 'Puntos de doyang: 2do lugar', value: '2' },
    { id: 40, name: 'Puntos de doyang: 3er lugar', value: '1' },
    { id: 41, name: 'Vender seguro del próximo año', value: '0' },
  ];
}

/** The bimesters of a year: ene-feb, mar-abr, may-jun, jul-ago, sep-oct, nov-dic. */
export function bimestersOf(year: number): { start_date: string; end_date: string }[] {
  return [1, 3, 5, 7, 9, 11].map((m) => {
    const last = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
    const pad = (n: number) => String(n).padStart(2, '0');
    return { start_date: `${year}-${pad(m)}-01`, end_date: `${year}-${pad(m + 1)}-${pad(last)}` };
  });
}

type FlagString = string; // letters of c r u d that are granted, e.g. 'crud', 'r', 'cru'
const ALL_AREAS: string[] = Object.values(PERMISSION_AREAS).flat();
const DG: readonly string[] = PERMISSION_AREAS['DIRECCIÓN GENERAL'];
const TECH: readonly string[] = PERMISSION_AREAS['DOYANG AREA TÉCNICA'];
const ADMIN: readonly string[] = PERMISSION_AREAS['DOYANG AREA ADMINISTRATIVA'];
const grant = (areas: readonly string[], flags: FlagString) => Object.fromEntries(areas.map((a) => [a, flags]));

/** Default flags per role (role id → area → 'crud' letters). Editable later on the permissions screen. */
export const ROLE_PERMISSION_DEFAULTS: Record<number, Record<string, FlagString>> = {
  1: grant(ALL_AREAS, 'crud'),
  2: grant(ALL_AREAS, 'crud'),
  3: { ...grant(DG, 'crud'), ...grant(TECH, 'crud'), ...grant(ADMIN, 'r'), 'Modifica Roles': 'r', Permisos: 'r' },
  11: {
    ...grant(DG, 'r'),
    ...grant(TECH, 'r'),
    ...grant(ADMIN, 'crud'),
    Usuarios: 'cru',
    Alumnos: 'cru',
    Productos: 'crud',
    'Tareas bimestrales': 'crud',
  },
  4: {
    'Doyang Alumnos': 'cru',
    'Doyang Eventos': 'r',
    'Doyang Torneos': 'r',
    Ventas: 'cr',
    Recibos: 'r',
    'Doyang Tareas Bimestrales': 'r',
  },
  // Digital resources are the general direction's to publish, to every school (issue 26): professors read them.
  5: {
    ...grant(TECH, 'crud'),
    ...grant(ADMIN, 'crud'),
    'Doyang Personal': 'r',
    'Asistencias Extemporáneas (72hrs)': '',
    'Recursos Digitales': 'r',
  },
  6: {
    ...grant(TECH, 'crud'),
    ...grant(ADMIN, 'crud'),
    'Doyang Personal': 'r',
    'Asistencias Extemporáneas (72hrs)': '',
    'Recursos Digitales': 'r',
  },
  7: {
    Asistencias: 'crud',
    'Doyang Alumnos': 'r',
    'Doyang Grupos': 'r',
    'Doyang Eventos': 'r',
    'Doyang Torneos': 'r',
    'Doyang Examen': 'r',
  },
  8: {
    Asistencias: 'crud',
    'Doyang Alumnos': 'r',
    'Doyang Grupos': 'r',
    'Doyang Eventos': 'r',
    'Doyang Torneos': 'r',
    'Doyang Examen': 'r',
  },
  9: { Asistencias: 'crud', 'Doyang Alumnos': 'r', 'Doyang Grupos': 'r' },
  10: {},
  12: { 'Doyang Eventos': 'r', 'Recursos Digitales': 'r' },
};

/** The 18 default doyangs and clubs (ids 1..18); the general direction is id 23. */
export const DEFAULT_DOYANGS: { id: number; place: string; type: 1 | 2; active: boolean; opening_date: string }[] = [
  { id: 1, place: 'IZTAPALAPA', type: 1, active: true, opening_date: '2004-03-15' },
  { id: 2, place: 'NEZAHUALCÓYOTL', type: 1, active: true, opening_date: '2006-08-01' },
  { id: 3, place: 'CHALCO', type: 1, active: true, opening_date: '2009-01-12' },
  { id: 4, place: 'LOS REYES LA PAZ', type: 1, active: true, opening_date: '2010-05-03' },
  { id: 5, place: 'IXTAPALUCA', type: 1, active: true, opening_date: '2012-09-17' },
  { id: 6, place: 'TLÁHUAC', type: 1, active: true, opening_date: '2013-02-04' },
  { id: 7, place: 'CHIMALHUACÁN', type: 1, active: true, opening_date: '2015-06-22' },
  { id: 8, place: 'TEXCOCO', type: 1, active: true, opening_date: '2016-10-10' },
  { id: 9, place: 'VALLE DE CHALCO', type: 1, active: true, opening_date: '2018-01-08' },
  { id: 10, place: 'SANTA MARTHA', type: 1, active: false, opening_date: '2011-04-11' },
  { id: 11, place: 'AMECAMECA', type: 1, active: true, opening_date: '2020-02-03' },
  { id: 12, place: 'SAN VICENTE CHICOLOAPAN', type: 1, active: true, opening_date: '2022-08-29' },
  { id: 13, place: 'ESCUELA BENITO JUÁREZ', type: 2, active: true, opening_date: '2014-09-01' },
  { id: 14, place: 'COLEGIO ANÁHUAC', type: 2, active: true, opening_date: '2017-09-04' },
  { id: 15, place: 'DEPORTIVO SANTA CRUZ', type: 2, active: true, opening_date: '2019-01-14' },
  { id: 16, place: 'CASA DE CULTURA TLALPIZAHUAC', type: 2, active: true, opening_date: '2021-03-01' },
  { id: 17, place: 'INSTITUTO MOCTEZUMA', type: 2, active: false, opening_date: '2016-02-15' },
  { id: 18, place: 'UNIDAD DEPORTIVA LA PERLA', type: 2, active: true, opening_date: '2023-06-05' },
];

export const STATES_AND_MUNICIPALITIES: Record<string, string[]> = {
  'CIUDAD DE MÉXICO': ['IZTAPALAPA', 'TLÁHUAC', 'IZTACALCO', 'COYOACÁN', 'CUAUHTÉMOC', 'XOCHIMILCO'],
  'ESTADO DE MÉXICO': [
    'NEZAHUALCÓYOTL',
    'CHALCO',
    'LA PAZ',
    'IXTAPALUCA',
    'CHIMALHUACÁN',
    'TEXCOCO',
    'VALLE DE CHALCO SOLIDARIDAD',
    'AMECAMECA',
    'CHICOLOAPAN',
  ],
  PUEBLA: ['PUEBLA', 'CHOLULA', 'ATLIXCO'],
  MORELOS: ['CUERNAVACA', 'CUAUTLA'],
};

/** Localidades. Doyangs may only be in ids 1 and 6 (spec 02 §5), the two localities where the network has schools. */
export const CITIES = [
  'CIUDAD DE MÉXICO',
  'PUEBLA',
  'CUERNAVACA',
  'QUERÉTARO',
  'PACHUCA',
  'ESTADO DE MÉXICO',
  'TOLUCA',
  'TLAXCALA',
];

/** Products the network sells; id 3 is the insurance (spec 01 §9: insurance product id 3). */
export const PRODUCTS: { id: number; name: string; price: string }[] = [
  { id: 1, name: 'DOBOK (UNIFORME)', price: '650.00' },
  { id: 2, name: 'CINTA', price: '120.00' },
  { id: 3, name: 'SEGURO DEPORTIVO ANUAL', price: '350.00' },
  { id: 4, name: 'PROTECTOR BUCAL', price: '80.00' },
  { id: 5, name: 'PETO', price: '900.00' },
  { id: 6, name: 'CARETA', price: '750.00' },
  { id: 7, name: 'GUANTES', price: '420.00' },
  { id: 8, name: 'ESPINILLERAS', price: '480.00' },
  { id: 9, name: 'PLAYERA MDK', price: '250.00' },
];
