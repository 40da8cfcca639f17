import { MSG, REGISTRY } from '@doyang/domain';
import { peopleMessages } from './people-fields.ts';

/** The group form's labels (doyang and selective groups share it). */
function groupFields() {
  return {
    name: 'Nombre',
    doyang_id: 'Doyang',
    user_responsible_id: 'Responsable',
    user_certifier_id: 'Certificador',
    begins_at: 'Hora de inicio',
    ends_at: 'Hora de término',
    json_week: 'Días de clase',
  };
}

/** Names, field labels and save banners per resource (spec 02 §8); react-admin reads resources.<name>.*. */
export const resourceMessages = {
  doyangs: {
    name: 'Doyang |||| Doyangs',
    fields: {
      name: 'Nombre',
      doyang_type_id: 'Tipo',
      doyang_category_id: 'Categoría',
      city_id: 'Localidad',
      opening_date: 'Fecha de apertura',
      active: 'Activo',
      is_independent_for_comissions: 'Independiente para comisiones',
      address: 'Dirección',
      neighborhood: 'Colonia',
      city: 'Ciudad',
      cellphone: 'Celular',
      phone1: 'Teléfono fijo',
      phone2: 'Teléfono 2',
      responsible_can_scholarship: 'El responsable puede becar',
      can_sell_gp: 'Puede vender GP',
      can_sell_gp_tmp: 'Puede vender GP (temporal)',
      monthly_fee: 'Mensualidad',
      inscription_fee: 'Inscripción',
      user_responsible_id: 'Responsable',
      user_certifier_id: 'Certificador',
      doyang_surrogation_id: 'Esquema multinivel',
      surrogated_to_doyang_id: 'Subrogado al doyang',
      bimester_inscriptions_goal: 'Meta de inscripciones del bimestre',
      'responsible.cellphone': 'Celular del profesor',
    },
    notifications: { created: MSG.createdAccent, updated: MSG.modifiedAccent },
  },
  doyang_categories: {
    name: 'Categoría de doyang |||| Categorías de doyang',
    fields: { name: 'Nombre', inscription_price: 'Precio de inscripción', monthly_fee_price: 'Precio de mensualidad' },
    notifications: { created: MSG.createdAccent, updated: MSG.modifiedAccent },
  },
  doyang_bundles: {
    name: 'Paquete |||| Paquetes',
    fields: {
      name: 'Nombre',
      price: 'Precio',
      due_date: 'Fecha límite',
      bundle_type: 'Tipo de paquete',
      covers_inscription: 'Cubre la inscripción',
      monthly_payments: 'Mensualidades que cubre',
      ancticipated_monthly_payments: 'Mensualidades anticipadas',
      for_everyone: 'Para todos',
      doyang_category_id: 'Categoría',
      created_at: 'Creado',
    },
    notifications: { created: MSG.createdAccent, updated: MSG.modifiedAccent },
  },
  doyang_category_requisites: {
    name: 'Requisito |||| Requisitos',
    fields: { name: 'Nombre', active: 'Activo' },
    notifications: { created: MSG.createdAccent, updated: MSG.modifiedAccent, deleted: MSG.deletedData },
  },
  monthly_duties: {
    name: 'Tarea bimestral |||| Tareas bimestrales',
    fields: {
      name: 'Tarea',
      due_date: 'Fecha límite',
      to_doyang: 'Para doyangs',
      super_important: 'Máxima importancia',
      to_general_direction: 'Para dirección general',
    },
    notifications: { created: MSG.createdAccent, updated: MSG.editedAccent, deleted: MSG.deletedData },
  },
  requirements: {
    name: 'Requisito de examen |||| Requisitos de examen',
    fields: {
      name: 'Nombre',
      min_grade_id: 'Grado mínimo',
      max_grade_id: 'Grado máximo',
      min_age_years: 'Edad mínima (años)',
      min_age_months: 'Edad mínima (meses)',
      max_age_years: 'Edad máxima (años)',
      max_age_months: 'Edad máxima (meses)',
      max_age_days: 'Edad máxima (días)',
      absences: 'Faltas permitidas',
      partial: 'Parciales',
      min_time_before_next_exam: 'Tiempo mínimo antes del siguiente examen (meses)',
      min_points: 'Puntos ideales',
      warning_points: 'Puntos de currícula oficial',
      no_right_points: 'Puntos inaceptables',
      products: 'Productos',
      other_exam_requisites: 'Otros requisitos',
    },
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  other_exam_requisites: {
    name: 'Otro requisito |||| Otros requisitos',
    fields: { name: 'Nombre', requirements_count: 'Requisitos de examen que lo piden' },
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  ...peopleMessages,
  doyang_groups: {
    name: 'Grupo |||| Grupos',
    fields: groupFields(),
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  selective_groups: {
    name: 'Grupo de selectivo |||| Grupos de selectivo',
    fields: groupFields(),
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  states: { name: 'Estado |||| Estados', fields: { name: 'Nombre' } },
  municipalities: { name: 'Municipio |||| Municipios', fields: { name: 'Nombre' } },
  users: { name: 'Persona |||| Personas', fields: peopleMessages.students.fields },
  // The history names its records by table: the doyang-group rows and the enrollments read as their screens.
  enrollments: {
    name: 'Inscripción |||| Inscripciones',
    fields: { enrollment_date: 'Fecha de inscripción', disenroll_date: 'Fecha de baja' },
  },
  ...Object.fromEntries(
    REGISTRY.map((e) => [
      e.name,
      {
        name: e.labels.name,
        fields: Object.fromEntries(e.fields.map((f) => [f.name, f.label])),
        notifications: { created: e.labels.created, updated: e.labels.updated },
      },
    ]),
  ),
};
