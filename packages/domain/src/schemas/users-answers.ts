import { z } from 'zod';
import { listOf } from './answers.ts';
import { revisionNameAnswer, revisionResultAnswer } from './groups-answers.ts';

// What the people routes answer (spec 02 §7): /api/users (lists, record, writes), enrollments, the lineage. Dates
// travel as 'YYYY-MM-DD', instants as ISO text, numeric columns as text — except inside a JSON relation, where
// PostgreSQL writes a numeric as a number.

const day = z.string();
const optionalText = z.string().nullable();
const optionalId = z.number().nullable();

/** The address and phones a person and a doyang both keep (same columns). */
export const addressAndPhones = {
  address: optionalText,
  neighborhood: optionalText,
  city: optionalText,
  cellphone: optionalText,
  phone1: optionalText,
  phone2: optionalText,
};

/** A record named in a relation or a selector: a role, a doyang, a category. */
export const namedAnswer = z.object({ id: z.number(), name: z.string() });
export type NamedAnswer = z.infer<typeof namedAnswer>;

const honorificTitle = namedAnswer.extend({ description: z.string() });

/** A degree as the lists show it; the record adds its partials. */
const listDegree = namedAnswer.extend({ order: z.number(), belt_group: optionalText });

/** A person named in a relation: who recommended a student, their responsible. */
export const personName = z.object({ id: z.number(), full_name: z.string() });
export type PersonName = z.infer<typeof personName>;

/** A person as the selectors offer one (the group form's pickers). */
export const personOption = personName.extend({ full_name_honorific: z.string(), role_id: z.number() });
export type PersonOption = z.infer<typeof personOption>;

/** Every stored column of a person but the password hash and the session epoch (never answered). */
export const userRowAnswer = z.object({
  id: z.number(),
  email: optionalText,
  role_id: z.number(),
  honorific_title_id: optionalId,
  name: z.string(),
  last_name: z.string(),
  second_last_name: optionalText,
  degree_id: optionalId,
  user_responsible_id: optionalId,
  doyang_id: optionalId,
  certifier: z.boolean(),
  sinodal: z.boolean(),
  active: z.boolean(),
  sex: optionalId,
  birth_date: day.nullable(),
  ...addressAndPhones,
  job: optionalText,
  enrollment_date: day.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  address2: optionalText,
  has_verified_address: z.boolean(),
  blood_type: optionalId,
  civil_state: optionalText,
  weight_kg: optionalText,
  height_m: optionalText,
  health_info: optionalText,
  control_number: optionalText,
  school: optionalText,
  job_address: optionalText,
  job_description: optionalText,
  job_title: optionalText,
  job_boss: optionalText,
  start_tkd_date: day.nullable(),
  start_assistance_date: day.nullable(),
  start_payments_date: day.nullable(),
  disenroll_date: day.nullable(),
  last_covered_month: day.nullable(),
  insurance_end_date: day.nullable(),
  doyang_group_id: optionalId,
  doyang_bundle_id: optionalId,
  doyang_surrogation_id: optionalId,
  is_prospect: z.boolean(),
  is_scholarshiped: z.boolean(),
  scholarship_percentage: optionalId,
  extra_absences: z.boolean(),
  number_of_partials: z.number(),
  last_aproved_exam_date: day.nullable(),
  starting_curriculum_points: z.number(),
  revalidating: z.boolean(),
  is_rejected_insurance_file: z.boolean(),
  /** Seguros (issue 26): read here, written only by /api/insurances (the rejection's instant and file stay there). */
  insurance_sent_date: day.nullable(),
  insurance_number: optionalText,
  insurance_date: day.nullable(),
  is_rejected_insurance: z.boolean(),
  sinodals_professor: optionalText,
  father_name: optionalText,
  father_job: optionalText,
  father_job_title: optionalText,
  father_job_boss: optionalText,
  father_job_company: optionalText,
  father_cellphone: optionalText,
  mother_name: optionalText,
  mother_job: optionalText,
  mother_job_title: optionalText,
  mother_job_boss: optionalText,
  mother_job_company: optionalText,
  mother_cellphone: optionalText,
  file: optionalText,
  is_foreign: z.boolean(),
});
export type UserRowAnswer = z.infer<typeof userRowAnswer>;

/** What the lists and the record compute for a person. */
const computedFields = {
  full_name: z.string(),
  full_name_honorific: z.string(),
  age: optionalId,
  /** Owes a monthly fee past the grace days (isDebtor). */
  is_debtor: z.boolean(),
};

/** The curriculum (OTROS DATOS and its points dialog): starting points plus points earned, local and foreign. */
export const curriculumAnswer = z.object({
  starting: z.number(),
  local: z.number(),
  foreign: z.number(),
  total: z.number(),
  items: z.array(
    z.object({ id: z.number(), date: day, concept: z.string(), points: z.number(), kind: z.enum(['local', 'foreign']) }),
  ),
});
export type CurriculumAnswer = z.infer<typeof curriculumAnswer>;

/** A stay at the school (the open one has no disenroll_date). */
const stay = z.object({ id: z.number(), doyang_id: optionalId, enrollment_date: day, disenroll_date: day.nullable() });

/** One stay as the record lists it (newest first), with its doyang's name. */
export const userEnrollmentAnswer = stay.extend({ doyang_name: optionalText });
export type UserEnrollmentAnswer = z.infer<typeof userEnrollmentAnswer>;

/** PUT and DELETE /api/enrollments/{id}: the stay as stored. */
export const enrollmentAnswer = stay.extend({ user_id: z.number() });
export type EnrollmentAnswer = z.infer<typeof enrollmentAnswer>;

/** A doyang the person runs ('responsible') or works at ('personal', with their commission tier). */
export const personDoyangAnswer = namedAnswer.extend({
  doyang_type_id: z.number(),
  active: z.boolean(),
  as: z.enum(['responsible', 'personal']),
  doyang_surrogation_id: optionalId,
});
export type PersonDoyangAnswer = z.infer<typeof personDoyangAnswer>;

/** A revision result of the person, with the revision it belongs to. */
export const personRevisionResultAnswer = revisionResultAnswer.omit({ user_id: true, assigned_by: true }).extend({
  revision: revisionNameAnswer.extend({ doyang_group_id: z.number() }),
});
export type PersonRevisionResultAnswer = z.infer<typeof personRevisionResultAnswer>;

/** The teacher → student lineage ('Linaje'): names and degrees under the general director. */
// Recursive: /api/docs shows it as a named component (an inline self-reference cannot be documented).
export const genealogyNodeAnswer = z
  .object({
    id: z.number(),
    full_name: z.string(),
    degree: optionalText,
    get children(): z.ZodArray<typeof genealogyNodeAnswer> {
      return z.array(genealogyNodeAnswer);
    },
  })
  .meta({ id: 'GenealogyNode' });
export type GenealogyNodeAnswer = z.infer<typeof genealogyNodeAnswer>;

/** A competitor's weigh-in for one tournament (`append=somatometry_for_tournament`). */
export const tournamentSomatometryAnswer = z.object({
  tournament_id: z.number(),
  weight_kg: optionalText,
  height_m: optionalText,
  recorded_at: z.string(),
});
export type TournamentSomatometryAnswer = z.infer<typeof tournamentSomatometryAnswer>;

/**
 * GET /api/users/{id} (and the record a write answers): the columns, the computed fields, and each relation asked
 * with `with=` or `append=` (absent unless asked).
 */
export const userRecordAnswer = userRowAnswer.extend({
  ...computedFields,
  first_uncovered_month: day.nullable(),
  last_dropout_date: day.nullable(),
  last_reeenrollment_date: day.nullable(),
  curriculum_points: curriculumAnswer,
  degree: listDegree.extend({ has_partials: z.boolean(), partials_to_next_degree: optionalId }).nullable().optional(),
  doyang: namedAnswer
    .extend({ doyang_type_id: z.number(), doyang_category_id: optionalId, active: z.boolean() })
    .nullable()
    .optional(),
  role: namedAnswer.optional(),
  honorific_title: honorificTitle.nullable().optional(),
  responsible: personName.nullable().optional(),
  /** The student's group, and the groups a staff member leads or certifies. */
  groups: z
    .array(
      namedAnswer.extend({
        doyang_id: z.number(),
        begins_at: optionalText,
        ends_at: optionalText,
        json_week: z.array(z.boolean()),
        is_selective_group: z.boolean(),
        as: z.enum(['student', 'responsible', 'certifier']),
      }),
    )
    .optional(),
  child_pickers: z.array(namedAnswer.extend({ telephone: optionalText, kinship: optionalText })).optional(),
  enrollments: z.array(userEnrollmentAnswer).optional(),
  doyang_bundle: namedAnswer
    .extend({
      price: z.number(),
      bundle_type: optionalText,
      covers_monthly_payments_qty: z.number(),
      covers_inscription: z.boolean(),
    })
    .nullable()
    .optional(),
  enrollment_bundle: optionalText.optional(),
  /** `with=recommendations`: who recommended the student, whom they recommended. */
  recomended_by: z.array(personName).optional(),
  recommended_students: z.array(personName).optional(),
  has_recommended: z.boolean().optional(),
  all_doyangs: z.array(personDoyangAnswer).optional(),
  revision_results: z.array(personRevisionResultAnswer).optional(),
  genealogy_tree: genealogyNodeAnswer.nullable().optional(),
  somatometry_for_tournament: tournamentSomatometryAnswer.nullable().optional(),
});
export type UserRecordAnswer = z.infer<typeof userRecordAnswer>;

/** A row of the people lists (students, staff, sinodals), with the relations asked with `with=`. */
export const userListItemAnswer = userRowAnswer
  .pick({
    id: true,
    name: true,
    last_name: true,
    second_last_name: true,
    email: true,
    role_id: true,
    honorific_title_id: true,
    degree_id: true,
    doyang_id: true,
    doyang_group_id: true,
    user_responsible_id: true,
    certifier: true,
    sinodal: true,
    active: true,
    is_prospect: true,
    sex: true,
    birth_date: true,
    cellphone: true,
    phone1: true,
    phone2: true,
    enrollment_date: true,
    disenroll_date: true,
    start_payments_date: true,
    last_covered_month: true,
    is_scholarshiped: true,
  })
  .extend({
    ...computedFields,
    degree: listDegree.nullable().optional(),
    doyang: namedAnswer.nullable().optional(),
    role: namedAnswer.optional(),
    honorific_title: honorificTitle.nullable().optional(),
    doyang_group: namedAnswer.extend({ begins_at: optionalText, ends_at: optionalText }).nullable().optional(),
  });
export type UserListItemAnswer = z.infer<typeof userListItemAnswer>;

/** The duplicate check's matches (spec 02 §5): only what the 'Coincidencias' dialog shows crosses doyangs. */
export const duplicateMatchAnswer = z.object({
  id: z.number(),
  full_name: z.string(),
  birth_date: day,
  active: z.boolean(),
  role_id: z.number(),
  doyang: namedAnswer.nullable(),
});
export type DuplicateMatchAnswer = z.infer<typeof duplicateMatchAnswer>;

/**
 * GET /api/users: the list (a page with `paginate=1`, every row otherwise), its `count=1` total, the duplicate
 * check's matches (`validate=1`) or, for a group editor without 'Usuarios', the selector's names.
 */
export const usersListAnswer = z.union([
  listOf(userListItemAnswer),
  z.object({ count: z.number() }),
  z.array(duplicateMatchAnswer),
  z.array(personOption),
]);
export type UsersListAnswer = z.infer<typeof usersListAnswer>;
/** The list asked with `paginate=1`. */
export type UsersPageAnswer = Extract<UsersListAnswer, { total: number }>;

/** DELETE /api/users/{id}: the person as they were stored. */
export const userDeletedAnswer = userRowAnswer;

/** A change of one's own password ({oldPassword, password}): whether the old one matched. */
export const passwordChangedAnswer = z.boolean();
export type PasswordChangedAnswer = z.infer<typeof passwordChangedAnswer>;

/** PUT /api/users/{id}: the record, or — for one's own password change — whether the old password matched. */
export const userPutAnswer = z.union([passwordChangedAnswer, userRecordAnswer]);
