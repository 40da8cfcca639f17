import { REGISTRY } from '@doyang/domain';

/** Names, field labels and save banners per resource (spec 02 §8); react-admin reads resources.<name>.*. */
export const resourceMessages = {
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
        // Only the banners the entry names: the others fall back to react-admin's.
        notifications: Object.fromEntries(
          (['created', 'updated', 'deleted'] as const).filter((k) => e.labels[k]).map((k) => [k, e.labels[k]]),
        ),
      },
    ]),
  ),
};
