import { EVENT_FIELD_LABELS, REGISTRY, TOURNAMENT_FIELD_LABELS } from './registry/index.ts';

/**
 * How the change history reads a table's columns (issue 24): the one place that names every audited table and
 * column in Spanish and says what a value is — a date, money, a flag, or an id of another table whose name is shown.
 * The server resolves those ids to names for each page; the web only formats.
 */
export type AuditKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'time' | 'flag' | 'reference';
export type AuditField = { label: string; kind: AuditKind; references?: string };

/** The tables with no screen of their own (or not named after it), as people call them ('Singular |||| Plural'). */
export const OTHER_TABLE_NAMES: Record<string, string> = {
  assistances: 'Asistencia |||| Asistencias',
  bimesters: 'Bimestre |||| Bimestres',
  child_pickers: 'Persona autorizada |||| Personas autorizadas',
  configurations: 'Configuración |||| Configuración',
  curriculum_points: 'Puntos de currículum |||| Puntos de currículum',
  doyang_bundle_products: 'Producto de paquete |||| Productos de paquetes',
  doyang_category_requisite_doyangs: 'Requisito cumplido |||| Requisitos cumplidos',
  doyang_goals: 'Meta de doyang |||| Metas de doyangs',
  doyang_group_kyosas: 'Kyosa de grupo |||| Kyosas de grupos',
  doyang_group_students: 'Alumno de grupo |||| Alumnos de grupos',
  doyang_personal: 'Personal de doyang |||| Personal de doyangs',
  doyang_surrogation_tiers: 'Tramo de subrogación |||| Tramos de subrogación',
  doyang_surrogation_discount_types: 'Porcentaje por tabla de comisiones |||| Porcentajes por tabla de comisiones',
  enrollments: 'Inscripción |||| Inscripciones',
  event_degrees_allowed: 'Grado permitido en evento |||| Grados permitidos en eventos',
  event_extra_sinodals: 'Sinodal adicional de evento |||| Sinodales adicionales de eventos',
  event_prospects: 'Participante de evento |||| Participantes de eventos',
  exam_block_prospects: 'Sustentante de bloque |||| Sustentantes de bloques',
  exam_degrees_allowed: 'Grado permitido en examen |||| Grados permitidos en exámenes',
  exam_extra_sinodals: 'Sinodal adicional de examen |||| Sinodales adicionales de exámenes',
  exam_prospects: 'Sustentante de examen |||| Sustentantes de exámenes',
  holidays: 'Día festivo |||| Días festivos y sin clase',
  impersonations: 'Ingreso como usuario |||| Ingresos como usuario',
  monthly_duty_doyangs: 'Tarea cumplida |||| Tareas cumplidas',
  payment_concepts: 'Concepto de pago |||| Conceptos de pago',
  payments: 'Pago |||| Pagos',
  receipts: 'Recibo |||| Recibos',
  receipt_cancellations: 'Cancelación de recibo |||| Cancelaciones de recibos',
  cash_closings: 'Corte de caja |||| Cortes de caja',
  inventory_moves: 'Entrada/Salida |||| Entradas/Salidas',
  product_stocks: 'Existencia |||| Existencias',
  product_role_prices: 'Precio por rol |||| Precios por rol',
  product_variants: 'Variante de producto |||| Variantes de producto',
  product_sizes: 'Talla de producto |||| Tallas de producto',
  recommendations: 'Recomendación |||| Recomendaciones',
  requirement_other_exam_requisites: 'Otro requisito pedido |||| Otros requisitos pedidos',
  requirement_products: 'Producto de requisito |||| Productos de requisitos',
  revision_results: 'Resultado de revisión |||| Resultados de revisión',
  revisions: 'Revisión |||| Revisiones',
  role_permissions: 'Permiso de rol |||| Permisos de roles',
  roles: 'Rol |||| Roles',
  tournament_cronograms: 'Cronograma de torneo |||| Cronogramas de torneos',
  tournament_degrees_allowed: 'Grado permitido en torneo |||| Grados permitidos en torneos',
  tournament_extra_sinodals: 'Sinodal adicional de torneo |||| Sinodales adicionales de torneos',
  tournament_graph_decisions: 'Decisión de gráfica |||| Decisiones de gráficas',
  tournament_graph_users: 'Competidor en gráfica |||| Competidores en gráficas',
  tournament_graphs: 'Gráfica de torneo |||| Gráficas de torneos',
  tournament_poomse_categories: 'Categoría de poomse |||| Categorías de poomse',
  tournament_prospects: 'Competidor de torneo |||| Competidores de torneos',
  tournament_somatometries: 'Somatometría |||| Somatometrías',
  user_permissions: 'Permiso de usuario |||| Permisos de usuarios',
};

/** Labels a column carries in whichever table it appears (the registry's own labels win). */
const COMMON_LABELS: Record<string, string> = {
  name: 'Nombre',
  description: 'Descripción',
  user_id: 'Persona',
  doyang_id: 'Doyang',
  goal: 'Meta',
  item_id: 'Evento, torneo o examen',
  updated_by: 'Actualizado por',
  doyang_group_id: 'Grupo',
  doyang_bundle_id: 'Paquete',
  doyang_category_id: 'Categoría de doyang',
  doyang_category_requisite_id: 'Requisito',
  doyang_surrogation_id: 'Subrogación',
  doyang_type_id: 'Tipo de doyang',
  product_id: 'Producto',
  degree_id: 'Grado',
  event_id: 'Evento',
  exam_id: 'Examen',
  exam_block_id: 'Bloque',
  tournament_id: 'Torneo',
  graph_id: 'Gráfica',
  permission_id: 'Permiso',
  role_id: 'Rol',
  requirement_id: 'Requisito de examen',
  other_exam_requisite_id: 'Otro requisito',
  monthly_duty_id: 'Tarea',
  revision_id: 'Revisión',
  poomse_id: 'Poomse',
  tournament_age_group_id: 'Grupo de edad',
  tournament_category_id: 'Categoría',
  tournament_degree_category_id: 'Categoría de grados',
  tournament_result_id: 'Resultado',
  event_result_id: 'Resultado',
  exam_result_id: 'Resultado',
  exam_prospect_id: 'Examen presentado',
  event_prospect_id: 'Evento asistido',
  tournament_prospect_id: 'Torneo competido',
  impersonator_id: 'Quién ingresó',
  recommended_user_id: 'Persona recomendada',
  created_by: 'Registrado por',
  added_by: 'Agregado por',
  graded_by: 'Calificado por',
  decided_by: 'Decidido por',
  done_by: 'Cumplida por',
  assigned_by: 'Asignado por',
  approved_by: 'Aprobado por',
  recorded_by: 'Registrado por',
  winner_id: 'Ganador',
  loser_id: 'Perdedor',
  area_responsible_id: 'Responsable del área',
  start_degree_id: 'Grado inicial',
  end_degree_id: 'Grado final',
  min_degree_id: 'Grado mínimo',
  max_degree_id: 'Grado máximo',
  min_grade_id: 'Grado mínimo',
  max_grade_id: 'Grado máximo',
  previous_degree: 'Grado anterior',
  next_degree: 'Grado siguiente',
  next_partial: 'Parcial siguiente',
  previous_partials: 'Parciales anteriores',
  does_partials: 'Hace parciales',
  surrogated_to_doyang_id: 'Subrogado al doyang',
  parent_responsible_id: 'Responsable padre',
  exam_to_discount_id: 'Examen a descontar',
  created_at: 'Creado',
  updated_at: 'Actualizado',
  done_at: 'Cumplida el',
  assigned_at: 'Asignado el',
  approved_at: 'Aprobado el',
  started_at: 'Inicio',
  ended_at: 'Fin',
  date: 'Fecha',
  start_date: 'Fecha de inicio',
  end_date: 'Fecha de término',
  due_date: 'Fecha límite',
  enrollment_date: 'Fecha de inscripción',
  disenroll_date: 'Fecha de baja',
  begins_at: 'Hora de inicio',
  ends_at: 'Hora de término',
  active: 'Activo',
  order: 'Orden',
  price: 'Precio',
  percentage: 'Porcentaje',
  qty: 'Cantidad',
  is_monthly_payment: 'Es mensualidad',
  type: 'Tipo',
  kind: 'Tipo',
  is_student: 'Alumno',
  is_mother: 'Mamá',
  is_father: 'Papá',
  is_representative: 'Representante',
  is_kyosa: 'Kyosa',
  telephone: 'Teléfono',
  kinship: 'Parentesco',
  value: 'Valor',
  concept: 'Concepto',
  points: 'Puntos',
  section: 'Sección',
  create: 'Crear',
  read: 'Consultar',
  update: 'Modificar',
  delete: 'Eliminar',
  min_inscriptions: 'Inscripciones mínimas',
  is_seminar: 'Seminario',
  max_inscriptions: 'Inscripciones máximas',
  min_participants: 'Participantes mínimos',
  max_participants: 'Participantes máximos',
  is_prospect_approved: 'Aprobado',
  numeric_result: 'Calificación',
  colaborated: 'Colaboró (alumno)',
  colaborated_mother: 'Colaboró (mamá)',
  colaborated_father: 'Colaboró (papá)',
  participated: 'Participó',
  already_promoted: 'Ya promovido',
  pay_combat: 'Paga combate',
  pay_forms: 'Paga formas',
  pay_boards: 'Paga rompimiento',
  pay_kicking_speed: 'Paga velocidad de pateo',
  pay_techniques: 'Paga técnicas',
  pay_jumping_kicks: 'Paga idan chaguis',
  result_combat: 'Resultado en combate',
  result_forms: 'Resultado en formas',
  result_boards: 'Resultado en rompimiento',
  result_kicking_speed: 'Resultado en velocidad de pateo',
  result_techniques: 'Resultado en técnicas',
  result_jumping_kicks: 'Resultado en idan chaguis',
  takes_bus: 'Toma autobús',
  takes_hotel: 'Toma hotel',
  encounter: 'Encuentro',
  intra_graph_number: 'Lugar en la gráfica',
  prized: 'Premiado',
  changed_graph: 'Cambió de gráfica',
  competition_type_id: 'Modalidad',
  graph_number: 'Número de gráfica',
  table_name: 'Tabla',
  is_exhibition: 'Exhibición',
  area_number: 'Área',
  duration_min: 'Duración (min)',
  is_recess: 'Es receso',
  weight_kg: 'Peso (kg)',
  height_m: 'Estatura (m)',
  min_age: 'Edad mínima',
  max_age: 'Edad máxima',
  result: 'Resultado',
  requirement_products: 'Productos del requisito',
  requirement_other: 'Otros requisitos',
  session_epoch: 'Sesiones cerradas',
  session_kept_jti: 'Sesión conservada',
  password: 'Contraseña',
  is_selective_group: 'Grupo de selectivo',
  is_foreign: 'Extranjero',
  old_home: 'Inicio anterior',
  approved: 'Aprobatorio',
  min_score: 'Calificación mínima',
  state_id: 'Estado',
  results_from_graphs_at: 'Resultados tomados de las gráficas',
  address2: 'Domicilio 2',
  file: 'Expediente',
  has_verified_address: 'Domicilio verificado',
  is_rejected_insurance_file: 'Expediente de seguro rechazado',
  job_boss: 'Jefe',
  job_description: 'Descripción del trabajo',
  last_aproved_exam_date: 'Último examen aprobado',
  last_covered_month: 'Último mes cubierto',
  insurance_end_date: 'Seguro vigente hasta',
  insurance_date: 'Fecha del seguro',
  insurance_number: 'Número de seguro',
  insurance_sent_date: 'Seguro enviado el',
  is_rejected_insurance: 'Rechazó el seguro',
  rejected_insurance_at: 'Rechazó el seguro el',
  rejected_insurance_file: 'Documento de rechazo',
  synonym: 'Sinónimo',
  multilevel_discount_type_id: 'Tabla de comisiones',
  product_variant_id: 'Variante',
  product_size_id: 'Talla',
  prize: 'Precio',
  min_product: 'Mínimo',
  existance: 'Existencia',
  total_after_move: 'Existencia después',
  observation: 'Comentario',
  reference: 'Referencia',
  receipt_id: 'Recibo',
  client_user_id: 'Cliente',
  client_doyang_id: 'Doyang cliente',
  gp_client_name: 'Cliente público general',
  client_phone: 'Teléfono del cliente',
  total: 'Total',
  cash_total: 'Efectivo',
  credit_total: 'Tarjeta de crédito',
  debit_total: 'Tarjeta de débito',
  deposit_total: 'Depósito',
  idempotency_key: 'Clave de la nota',
  is_canceled: 'Cancelado',
  recorded_at: 'Registrado el',
  payment_concept_id: 'Concepto',
  title: 'Concepto',
  quantity: 'Cantidad',
  discount: 'Descuento',
  surcharge: 'Recargo',
  amount: 'Importe',
  cash_amount: 'Pagado en efectivo',
  credit_amount: 'Pagado con tarjeta de crédito',
  debit_amount: 'Pagado con tarjeta de débito',
  deposit_amount: 'Pagado con depósito',
  months_added: 'Meses',
  covers_from: 'Cubre desde',
  covers_to: 'Cubre hasta',
  insurance_end: 'Seguro hasta',
  scolarshipped: 'Becado',
  use_recommended: 'Descuento por recomendados',
  is_partiality: 'Parcialidad',
  details: 'Detalles',
  devolution: 'Devolución',
  reverses_payment_id: 'Revierte el pago',
  paid_date: 'Fecha de pago',
  paid_by: 'Pagado por',
  day: 'Día',
  expected_cash: 'Efectivo esperado',
  expected_credit: 'Tarjeta de crédito esperada',
  expected_debit: 'Tarjeta de débito esperada',
  expected_deposit: 'Depósito esperado',
  receipts_count: 'Recibos',
  cancellations_count: 'Cancelaciones',
  from_at: 'Desde',
  counted_cash: 'Efectivo contado',
  difference: 'Diferencia',
  closed_by: 'Cerrado por',
  closed_at: 'Cerrado el',
  sinodal: 'Sinodal',
};

/** Columns that hold an id of another table under a name that does not say which. */
const REFERENCE_COLUMNS: Record<string, string> = {
  user_id: 'users',
  impersonator_id: 'users',
  recommended_user_id: 'users',
  user_responsible_id: 'users',
  user_certifier_id: 'users',
  parent_responsible_id: 'users',
  sinodal_id: 'users',
  area_responsible_id: 'users',
  created_by: 'users',
  added_by: 'users',
  updated_by: 'users',
  graded_by: 'users',
  decided_by: 'users',
  done_by: 'users',
  assigned_by: 'users',
  approved_by: 'users',
  recorded_by: 'users',
  client_user_id: 'users',
  client_doyang_id: 'doyangs',
  paid_by: 'users',
  closed_by: 'users',
  reverses_payment_id: 'payments',
  winner_id: 'users',
  loser_id: 'users',
  surrogated_to_doyang_id: 'doyangs',
  graph_id: 'tournament_graphs',
  start_degree_id: 'degrees',
  end_degree_id: 'degrees',
  min_degree_id: 'degrees',
  max_degree_id: 'degrees',
  min_grade_id: 'degrees',
  max_grade_id: 'degrees',
  previous_degree: 'degrees',
  next_degree: 'degrees',
  exam_to_discount_id: 'exams',
  result_combat: 'tournament_results',
  result_forms: 'tournament_results',
  result_boards: 'tournament_results',
  result_kicking_speed: 'tournament_results',
  result_techniques: 'tournament_results',
  result_jumping_kicks: 'tournament_results',
};

/** `x_id` → the table of x where it is named so (doyang_group_id → doyang_groups, city_id → cities). */
const PLURAL_EXCEPTIONS: Record<string, string> = {
  city: 'cities',
  doyang_category: 'doyang_categories',
  tournament_category: 'tournament_categories',
  tournament_degree_category: 'tournament_degree_categories',
  municipality: 'municipalities',
  honorific_title: 'honorific_titles',
  other_exam_requisite: 'other_exam_requisites',
  doyang_category_requisite: 'doyang_category_requisites',
  monthly_duty: 'monthly_duties',
};

/** Amounts in pesos (numeric columns that are not weights, heights, scores or percentages). */
const isMoney = (column: string) =>
  /price|^prize$|_fee$|amount|^comision_for_profesor$|^prepay_discount_|total$|^discount$|^surcharge$|^expected_|^counted_cash$|^difference$/.test(
    column,
  );

const TIME_COLUMNS = new Set(['begins_at', 'ends_at']);
const DATE_COLUMNS = new Set(['last_covered_month', 'covers_from', 'covers_to', 'insurance_end', 'day']);
/** Columns whose values are numbers the history shows as they are (the rest of numbers are ids, money or flags). */
// A goal's item_id is an exam, event or tournament by its kind (doyang_goals): its own column names which.
const NON_REFERENCE_IDS = new Set(['competition_type_id', 'item_id']);

const tableOf = (entry: (typeof REGISTRY)[number]) => entry.api ?? entry.name.replaceAll('-', '_');

const registryTables = new Map<string, { name: string; labels: Record<string, string> }>();
for (const entry of REGISTRY) {
  const table = tableOf(entry);
  const known = registryTables.get(table);
  const labels = Object.fromEntries(entry.fields.map((f) => [f.name, f.label]));
  // The first entry of a table names it (users before students); every view adds its field labels.
  if (known) registryTables.set(table, { ...known, labels: { ...labels, ...known.labels } });
  else registryTables.set(table, { name: entry.labels.name, labels });
}
const EXTRA_LABELS: Record<string, Record<string, string>> = {
  events: EVENT_FIELD_LABELS,
  exams: EVENT_FIELD_LABELS,
  tournaments: TOURNAMENT_FIELD_LABELS,
};

/** Every table the history names: the registry's plus the ones without a screen. */
export const AUDIT_TABLES: readonly string[] = [...new Set([...registryTables.keys(), ...Object.keys(OTHER_TABLE_NAMES)])].sort();

const nameParts = (table: string) => (registryTables.get(table)?.name ?? OTHER_TABLE_NAMES[table])?.split(' |||| ');

/** 'Localidad' (one) or 'Localidades' (many); a table nobody named yet keeps its own name. */
export function auditTableName(table: string, many = false): string {
  const parts = nameParts(table);
  if (!parts) return table;
  return (many ? parts[1] : parts[0]) ?? parts[0];
}

/** Whether the history has a Spanish name for the table (the server's test checks every audited one). */
export const auditTableNamed = (table: string) => nameParts(table) !== undefined;

/** The column's label, or undefined when nobody named it yet. */
export function auditLabelOf(table: string, column: string): string | undefined {
  return EXTRA_LABELS[table]?.[column] ?? registryTables.get(table)?.labels[column] ?? COMMON_LABELS[column];
}

/** The table whose name a column's value stands for, if it holds an id. */
export function auditReferenceOf(column: string): string | undefined {
  if (REFERENCE_COLUMNS[column]) return REFERENCE_COLUMNS[column];
  if (NON_REFERENCE_IDS.has(column) || !column.endsWith('_id')) return undefined;
  const stem = column.slice(0, -3);
  return PLURAL_EXCEPTIONS[stem] ?? `${stem}s`;
}

/** A column as the history shows it: its Spanish label and what its value is. */
export function auditField(table: string, column: string): AuditField {
  const label = auditLabelOf(table, column) ?? column;
  const references = auditReferenceOf(column);
  if (references) return { label, kind: 'reference', references };
  if (TIME_COLUMNS.has(column)) return { label, kind: 'time' };
  if (DATE_COLUMNS.has(column) || column === 'date' || column.endsWith('_date')) return { label, kind: 'date' };
  if (column.endsWith('_at')) return { label, kind: 'datetime' };
  if (isMoney(column)) return { label, kind: 'money' };
  return { label, kind: 'text' };
}

/** The key of a referenced record in an entry's `names`: 'users:7'. */
export const auditNameKey = (table: string, id: unknown) => `${table}:${id}`;
