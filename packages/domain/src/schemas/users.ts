import { z } from 'zod';
import { todayYmd } from '../dates.ts';
import { CIVIL_STATES, DEFAULT_NEW_STUDENT_DEGREE, NAME_MAX, ROLES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { isStudentRole } from '../people.ts';
import { monthStart, studentRuleErrors } from '../students.ts';
import { upperName } from './catalogues.ts';
import { optionalDecimal } from './fields.ts';
import { text } from './text.ts';

// Users: students, staff and sinodals share one record (spec 02 §3). Form values arrive as strings or
// '' for empty inputs; these schemas turn them into the stored types and uppercase the text (spec 02 §2).

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Optional uppercase text: '' becomes null. */
const upperText = (max = 255) =>
  z.preprocess(
    (v) => (empty(v) ? null : v),
    text()
      .trim()
      .max(max, MSG.nameTooLong)
      .transform((s) => s.toUpperCase())
      .nullable(),
  );

const plainText = (max = 255) => z.preprocess((v) => (empty(v) ? null : v), text().trim().max(max).nullable());

const optionalInt = (min = 0, max = 2_000_000_000) =>
  z.preprocess((v) => (empty(v) ? null : v), z.coerce.number().int(MSG.invalidData).min(min).max(max).nullable());

const optionalId = optionalInt(1);

/** Dates travel as 'YYYY-MM-DD'; an ISO instant from a date picker keeps its calendar day. */
const optionalDate = z.preprocess(
  (v) => (empty(v) ? null : typeof v === 'string' ? v.slice(0, 10) : v),
  text({ error: MSG.invalidDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidDate)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), MSG.invalidDate)
    .nullable(),
);

/** Forms send booleans as true/false, 1/0 or their strings. */
export const formBoolean = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '') return false;
  return v;
}, z.boolean());

export const childPickerSchema = z.object({
  name: upperName(),
  telephone: plainText(20),
  kinship: upperText(60),
});

/** Every writable field of a user; unknown keys (computed fields, relations sent back) are dropped. */
export const userFieldsSchema = z.object({
  name: upperName(),
  last_name: upperName(),
  second_last_name: upperText(NAME_MAX),
  honorific_title_id: optionalId,
  email: z.preprocess(
    (v) => (empty(v) ? null : v),
    text()
      .trim()
      .max(190)
      .transform((s) => s.toLowerCase())
      .nullable(),
  ),
  password: z.preprocess((v) => (empty(v) ? null : v), text().min(8, MSG.passwordTooShort).max(200).nullable()),
  role_id: optionalInt(1, 12),
  degree_id: optionalId,
  doyang_id: optionalId,
  doyang_group_id: optionalId,
  doyang_bundle_id: optionalId,
  doyang_surrogation_id: optionalId,
  user_responsible_id: optionalId,
  certifier: formBoolean.optional(),
  sinodal: formBoolean.optional(),
  sinodals_professor: upperText(150),
  active: formBoolean.optional(),
  is_prospect: formBoolean.optional(),
  is_scholarshiped: formBoolean.optional(),
  scholarship_percentage: optionalInt(0, 100),
  extra_absences: formBoolean.optional(),
  revalidating: formBoolean.optional(),
  has_verified_address: formBoolean.optional(),
  number_of_partials: optionalInt(0, 100).transform((n) => n ?? 0),
  starting_curriculum_points: optionalInt(0, 100000).transform((n) => n ?? 0),
  sex: optionalInt(0, 9),
  blood_type: optionalInt(1, 8),
  civil_state: z.preprocess((v) => (empty(v) ? null : String(v).toUpperCase()), z.enum(CIVIL_STATES).nullable()),
  weight_kg: optionalDecimal(500),
  height_m: optionalDecimal(3),
  health_info: upperText(2000),
  control_number: upperText(50),
  school: upperText(150),
  job: upperText(100),
  job_address: upperText(255),
  job_description: upperText(255),
  job_title: upperText(100),
  job_boss: upperText(150),
  address: upperText(255),
  address2: upperText(255),
  neighborhood: upperText(100),
  city: upperText(100),
  cellphone: plainText(20),
  phone1: plainText(20),
  phone2: plainText(20),
  birth_date: optionalDate,
  enrollment_date: optionalDate,
  disenroll_date: optionalDate,
  start_tkd_date: optionalDate,
  start_assistance_date: optionalDate,
  // The first billing month is stored as its first day.
  start_payments_date: optionalDate.transform((v) => (v ? monthStart(v) : v)),
  father_name: upperText(150),
  father_job: upperText(100),
  father_job_title: upperText(100),
  father_job_boss: upperText(150),
  father_job_company: upperText(150),
  father_cellphone: plainText(20),
  mother_name: upperText(150),
  mother_job: upperText(100),
  mother_job_title: upperText(100),
  mother_job_boss: upperText(150),
  mother_job_company: upperText(150),
  mother_cellphone: plainText(20),
  child_pickers: z.array(childPickerSchema).max(20).optional(),
  /** The people who recommended this student (referrals): ids, or the {id, full_name} rows the record answers. */
  recomended_by: z
    .array(z.preprocess((v) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v), z.coerce.number().int().positive()))
    .max(20)
    .optional(),
});

export type UserFields = z.output<typeof userFieldsSchema>;

/** A body is a student unless it names another role; a sinodal form without a role is staff (a sinodal). */
export const isStudentBody = (b: { role_id?: number | null; sinodal?: boolean }) =>
  b.role_id ? isStudentRole(b.role_id) : b.sinodal !== true;

const hasPhone = (b: { cellphone?: string | null; phone1?: string | null; phone2?: string | null }) =>
  Boolean(b.cellphone || b.phone1 || b.phone2);

/**
 * POST /api/users: the 'Student create' rules for a student (spec 02 §5), the staff rules otherwise
 * (at least one phone, except on the sinodal form, which asks only for names). `today` decides minors.
 */
export const userCreateSchema = (today: () => string = () => todayYmd()) =>
  userFieldsSchema
    .extend({
      // Absent means the defaults (spec 02 §5); an explicitly emptied degree is refused with 'Selecciona la cinta'.
      degree_id: optionalId.optional(),
    })
    .superRefine((b, ctx) => {
      if (isStudentBody(b)) {
        const degree = b.degree_id === undefined ? DEFAULT_NEW_STUDENT_DEGREE : b.degree_id;
        const errors = studentRuleErrors({ ...b, degree_id: degree }, today());
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', message, path: [field] });
      } else if (!b.sinodal && !hasPhone(b)) {
        ctx.addIssue({ code: 'custom', message: MSG.atLeastOnePhone, path: ['cellphone'] });
      }
    })
    .transform((b) => {
      const student = isStudentBody(b);
      return {
        ...b,
        role_id: b.role_id ?? (student ? ROLES.ALUMNO : ROLES.PROFESOR_CERTIFICADO),
        degree_id: b.degree_id === undefined && student ? DEFAULT_NEW_STUDENT_DEGREE : (b.degree_id ?? null),
        // spec 02 §5: for a new student start_tkd_date follows enrollment_date.
        start_tkd_date: student ? (b.start_tkd_date ?? b.enrollment_date ?? null) : (b.start_tkd_date ?? null),
      };
    });

/** PUT /api/users/{id}: any subset of the fields; cross-field rules run in the service on the merged record. */
export const userUpdateSchema = userFieldsSchema.partial();

export type UserCreateInput = z.input<ReturnType<typeof userCreateSchema>>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** PUT /api/enrollments/{id} (general direction only). */
export const enrollmentUpdateSchema = z
  .object({
    enrollment_date: optionalDate.refine((v) => v !== null, MSG.required).optional(),
    disenroll_date: optionalDate.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.enrollment_date && b.disenroll_date && b.disenroll_date < b.enrollment_date) {
      ctx.addIssue({ code: 'custom', message: MSG.disenrollBeforeEnrollment, path: ['disenroll_date'] });
    }
  });
export type EnrollmentUpdateBody = z.output<typeof enrollmentUpdateSchema>;
