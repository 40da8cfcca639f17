// What the configuration screen shows for each id of spec 01 §3: its label, a line saying what it does,
// and the section it sits in. The kind of value (and its bounds) is the domain's CONFIGURATION_RULES.

export type SettingDef = { id: number; label: string; help?: string };
export type SettingsGroup = { key: string; title: string; settings: SettingDef[] };

export const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    key: 'dropouts',
    title: 'BAJAS AUTOMÁTICAS',
    settings: [
      { id: 4, label: 'Máximo de faltas continuas', help: 'Con más faltas seguidas el alumno se dará de baja' },
      { id: 3, label: 'Máximo de meses de adeudo', help: 'Meses sin pagar antes de la baja' },
    ],
  },
  {
    key: 'attendance',
    title: 'ASISTENCIA Y REVISIÓN',
    settings: [
      { id: 12, label: 'Faltas permitidas por bimestre', help: 'Con más faltas no tiene derecho a examen' },
      { id: 11, label: 'Faltas extra para adultos', help: 'Se suman a las permitidas de quien tiene faltas de adulto' },
      { id: 24, label: 'Inicio de la temporada de revisión' },
      { id: 25, label: 'Fin de la temporada de revisión', help: 'Vacía: la temporada queda cerrada' },
    ],
  },
  {
    key: 'exams',
    title: 'EXÁMENES Y METAS',
    settings: [
      { id: 27, label: 'Eficiencia mínima aceptable de examen (%)' },
      { id: 26, label: 'Edad máxima para pre-TKD (años)' },
      { id: 6, label: 'Días para modificar metas', help: 'Después del inicio del bimestre (la dirección general siempre puede)' },
    ],
  },
  {
    key: 'money',
    title: 'COBROS, BECAS Y SEGURO',
    settings: [
      { id: 5, label: 'Descuento por recomendado (%)', help: 'Por cada alumno recomendado' },
      { id: 30, label: 'Porcentaje máximo de beca' },
      { id: 7, label: 'Precio del seguro' },
      { id: 13, label: 'Fin de vigencia del seguro' },
      { id: 41, label: 'Vender el seguro del próximo año' },
    ],
  },
  {
    key: 'doyang-points',
    title: 'PUNTOS DE DOYANG (PREMIACIÓN)',
    settings: [
      { id: 38, label: '1er lugar' },
      { id: 37, label: '1er lugar sin competir' },
      { id: 39, label: '2do lugar' },
      { id: 40, label: '3er lugar' },
    ],
  },
  {
    key: 'tournaments',
    title: 'TORNEOS Y EVENTOS',
    settings: [
      { id: 35, label: 'Minutos de combate' },
      { id: 36, label: 'Minutos de formas' },
      { id: 34, label: 'Edad máxima de grupos mixtos', help: 'Hasta esta edad compiten juntos mujeres y hombres' },
      { id: 33, label: 'Eficacia mínima de autobús (%)' },
      { id: 28, label: 'Puntos por evento' },
      { id: 29, label: 'Puntos por torneo' },
      { id: 31, label: 'Puntos por evento local' },
      { id: 32, label: 'Puntos por evento foráneo' },
    ],
  },
];

/** Curriculum points per place (spec 01 §3: 14–18 local, 19–23 foreign), shown as one table. */
export const CURRICULUM_PLACES: { label: string; local: number; foreign: number }[] = [
  { label: '1er lugar', local: 14, foreign: 19 },
  { label: '1er lugar sin competir', local: 15, foreign: 20 },
  { label: '2do lugar', local: 16, foreign: 21 },
  { label: '3er lugar', local: 17, foreign: 22 },
  { label: 'Participación', local: 18, foreign: 23 },
];

/** Ids with an input on the screen (1 and 2 in the bimester section; 8–10 are reserved). */
export function idsOnScreen(): number[] {
  const ids = [1, 2, ...SETTINGS_GROUPS.flatMap((g) => g.settings.map((s) => s.id))];
  for (const p of CURRICULUM_PLACES) ids.push(p.local, p.foreign);
  return ids.sort((a, b) => a - b);
}
