import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { userFieldsSchema } from '../schemas/users.ts';
import { defineResource, labelled } from './types.ts';

/** A person's labels (spec 02 §3), shared by the student, staff and sinodal screens. */
const PERSON_LABELS = {
  name: 'Nombre',
  last_name: 'Apellido paterno',
  second_last_name: 'Apellido materno',
  full_name: 'Nombre',
  full_name_honorific: 'Nombre',
  honorific_title_id: 'Honorífico',
  email: 'Correo electrónico',
  password: 'Contraseña',
  role_id: 'Categoría',
  degree_id: 'Grado',
  doyang_id: 'Doyang',
  birth_date: 'Fecha de nacimiento',
  sex: 'Sexo',
  address: 'Dirección',
  neighborhood: 'Colonia',
  city: 'Ciudad',
  cellphone: 'Celular',
  phone1: 'Teléfono 1',
  phone2: 'Teléfono 2',
  active: 'Activo',
  certifier: 'Certificador',
  user_responsible_id: 'Alumno de',
  sinodals_professor: 'Profesor del sinodal',
};

const STUDENT_LABELS = {
  ...PERSON_LABELS,
  is_prospect: 'Prospecto',
  doyang_group_id: 'Grupo',
  enrollment_date: 'Fecha de inscripción',
  start_tkd_date: 'Inicio en taekwondo',
  start_assistance_date: 'Inicio de asistencia',
  start_payments_date: 'Primer mes que se cobra',
  doyang_bundle_id: 'Paquete',
  doyang_surrogation_id: 'Esquema multinivel',
  is_scholarshiped: 'Becado',
  scholarship_percentage: 'Porcentaje de beca',
  extra_absences: 'Faltas extra (adulto)',
  number_of_partials: 'Parciales',
  revalidating: 'Revalidando',
  starting_curriculum_points: 'Puntos iniciales de currículum',
  civil_state: 'Estado civil',
  blood_type: 'Tipo de sangre',
  weight_kg: 'Peso (kg)',
  height_m: 'Estatura (m)',
  health_info: 'Información de salud',
  control_number: 'Número de control',
  school: 'Escuela',
  job: 'Ocupación',
  job_title: 'Puesto',
  job_address: 'Dirección del trabajo',
  father_name: 'Nombre del padre',
  father_cellphone: 'Celular del padre',
  father_job: 'Ocupación del padre',
  father_job_title: 'Puesto del padre',
  father_job_boss: 'Jefe del padre',
  father_job_company: 'Empresa del padre',
  mother_name: 'Nombre de la madre',
  mother_cellphone: 'Celular de la madre',
  mother_job: 'Ocupación de la madre',
  mother_job_title: 'Puesto de la madre',
  mother_job_boss: 'Jefe de la madre',
  mother_job_company: 'Empresa de la madre',
};

/** The list filters and orders of /api/users, which the three people screens share (users-list.queries.ts). */
const PEOPLE_LIST = {
  filters: ['role_id', 'doyang_id', 'degree_id', 'doyang_group_id', 'active', 'is_prospect', 'sinodal', 'certifier'],
  orderable: [
    'degree_id',
    'name',
    'last_name',
    'full_name',
    'birth_date',
    'age',
    'enrollment_date',
    'role_id',
    'active',
    'doyang_id',
    'id',
  ],
  defaultOrder: ['full_name', 'asc'],
  perPage: PAGE_SIZES.default,
  schema: userFieldsSchema,
} as const;

/**
 * People: one table (users) behind three screens (spec 02 §2). Who may read or write a person is decided per
 * record by the server (users.routes.ts); the areas below gate the screens and their actions.
 */
export const users = defineResource({
  ...PEOPLE_LIST,
  name: 'users',
  area: ['Alumnos', 'Doyang Alumnos', 'Usuarios', 'Sinodales'],
  labels: { name: 'Persona |||| Personas' },
  fields: labelled(STUDENT_LABELS),
  screens: 'data',
});

/** StudentIndex 'ALUMNOS MDK': the network's (general direction) or one doyang's. */
export const students = defineResource({
  ...PEOPLE_LIST,
  name: 'students',
  api: 'users',
  defaultOrder: ['degree_id', 'asc'],
  area: ['Doyang Alumnos', 'Alumnos'],
  menu: [
    { section: 'catalogues', label: 'Alumnos', to: '/students?generalDirection=true', area: 'Alumnos' },
    { section: 'doyang', label: 'Alumnos', to: '/students?doyangId=:doyangId', area: 'Doyang Alumnos' },
  ],
  labels: { name: 'Alumno |||| Alumnos', list: 'ALUMNOS MDK', created: MSG.createdAccent, updated: MSG.editedAccent },
  fields: labelled(STUDENT_LABELS),
  screens: 'custom',
});

/** ProfessorIndex 'USUARIOS': the staff of every doyang. */
export const professors = defineResource({
  ...PEOPLE_LIST,
  name: 'professors',
  api: 'users',
  area: 'Usuarios',
  menu: { section: 'catalogues', label: 'Usuarios' },
  labels: { name: 'Usuario |||| Usuarios', list: 'USUARIOS', created: MSG.created, updated: MSG.edited },
  fields: labelled(PERSON_LABELS),
  screens: 'custom',
});

/** SinodalIndex 'SINODALES MDK': the examiners (spec 02 §2). */
export const sinodals = defineResource({
  ...PEOPLE_LIST,
  name: 'sinodals',
  api: 'users',
  area: 'Sinodales',
  menu: { section: 'catalogues', label: 'Sinodales' },
  labels: { name: 'Sinodal |||| Sinodales', list: 'SINODALES MDK', created: MSG.created, updated: MSG.edited },
  fields: labelled(PERSON_LABELS),
  screens: 'custom',
});
