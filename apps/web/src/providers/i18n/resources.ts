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
  // The change history names its records by table: the tables without a screen of their own read as people call them.
  assistances: { name: 'Asistencia |||| Asistencias' },
  child_pickers: { name: 'Persona autorizada |||| Personas autorizadas' },
  configurations: { name: 'Configuración |||| Configuración' },
  doyang_group_kyosas: { name: 'Kyosa de grupo |||| Kyosas de grupos' },
  doyang_group_students: { name: 'Alumno de grupo |||| Alumnos de grupos' },
  doyang_personal: { name: 'Personal de doyang |||| Personal de doyangs' },
  holidays: { name: 'Día festivo |||| Días festivos y sin clase' },
  impersonations: { name: 'Ingreso como usuario |||| Ingresos como usuario' },
  revisions: { name: 'Revisión |||| Revisiones' },
  revision_results: { name: 'Resultado de revisión |||| Resultados de revisión' },
  monthly_duty_doyangs: { name: 'Tarea cumplida |||| Tareas cumplidas' },
  recommendations: { name: 'Recomendación |||| Recomendaciones' },
  doyang_bundle_products: { name: 'Producto de paquete |||| Productos de paquetes' },
  doyang_category_requisite_doyangs: { name: 'Requisito cumplido |||| Requisitos cumplidos' },
  requirement_products: { name: 'Producto de requisito |||| Productos de requisitos' },
  requirement_other_exam_requisites: { name: 'Otro requisito pedido |||| Otros requisitos pedidos' },
  bimesters: { name: 'Bimestre |||| Bimestres' },
  user_permissions: { name: 'Permiso de usuario |||| Permisos de usuarios' },
  role_permissions: { name: 'Permiso de rol |||| Permisos de roles' },
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
        notifications: { created: e.labels.created, updated: e.labels.updated, deleted: e.labels.deleted },
      },
    ]),
  ),
};
