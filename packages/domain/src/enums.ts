// Fixed ids the spec relies on (spec 01 §3, §9).
export const ROLES = {
  PROGRAMADOR: 1,
  DIRECTOR_GENERAL: 2,
  DIRECTOR_TECNICO: 3,
  ORIENTACION_Y_ENLACE: 4,
  PROFESOR_CERTIFICADO: 5,
  PROFESOR: 6,
  KYOSA_DE_DOYANG: 7,
  KYOSA_DE_CLUB: 8,
  KYOSA_DEPENDIENTE: 9,
  ALUMNO: 10,
  DIRECTORA_ADMINISTRATIVA: 11,
  RELACIONES_PUBLICAS: 12,
} as const;

export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_NAMES: Record<number, string> = {
  1: 'Programador',
  2: 'Director general',
  3: 'Director técnico',
  4: 'Orientación y enlace',
  5: 'Profesor certificado',
  6: 'Profesor',
  7: 'Kyosa de doyang',
  8: 'Kyosa de club',
  9: 'Kyosa dependiente',
  10: 'Alumno',
  11: 'Directora administrativa',
  12: 'Relaciones públicas',
};

/** The 'can see general direction' set (spec 01 §6): programmer, general, technical and administrative directors. */
export const GENERAL_DIRECTION_ROLES: readonly number[] = [1, 2, 3, 11];

export const GENERAL_DIRECTION_DOYANG_ID = 23;
export const GENERAL_DIRECTOR_USER_ID = 1;
export const INSURANCE_PRODUCT_ID = 3;
export const DEFAULT_EXAM_ID = 36;

export const DOYANG_TYPES = { DOYANG: 1, CLUB: 2 } as const;
export const DOYANG_NAME_PREFIX: Record<number, string> = { 1: 'MDK ORIENTE', 2: 'CLUB MDKO' };

export const PAYMENT_CONCEPTS: Record<number, string> = {
  1: 'Examen',
  2: 'Evento',
  3: 'Torneo',
  4: 'Producto',
  5: 'Mensualidad',
  6: 'Inscripción',
  7: 'Seguro',
  8: 'Paquete',
  9: 'Comisión',
};

export const CIVIL_STATES = ['CASADO', 'SOLTERO', 'DIVORCIADO', 'UNION LIBRE', 'VIUDO'] as const;
export const PAYMENT_TYPES = ['FAVOR DE DEFINIR', 'EFECTIVO', 'TARJETA DE DÉBITO', 'TARJETA DE CRÉDITO', 'DEPÓSITO'] as const;
export const BLOOD_TYPES: Record<number, string> = { 1: 'A+', 2: 'B+', 3: 'AB+', 4: 'O+', 5: 'A-', 6: 'B-', 7: 'AB-', 8: 'O-' };
export const SEXES: Record<number, string> = { 1: 'Masculino', 2: 'Femenino' };

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = { degrees: 30, default: 20, audit_logs: 50, permissions: 50 } as const;
export const NAME_MAX = 100;
export const ADULT_AGE = 18;
export const DEFAULT_NEW_STUDENT_ROLE = 10;
export const DEFAULT_NEW_STUDENT_DEGREE = 1;
export const VERSION = 'v1.66.4';
export const SYSTEM_NAME = 'MDK Doyangs';
