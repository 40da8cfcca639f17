import type { UserRecordAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { belongsTo, fullName, hasMany, jsonObject } from '../../db/relations.ts';
import { spanishKey } from '../../db/spanish-text.ts';
import { one } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { fullNameHonorificSql, fullNameSql } from '../../session/session-user.queries.ts';
import { ageSql, debtorSql, firstUncoveredSql } from './user-computed.queries.ts';

// One user with the relations the forms ask for (`with=`) and computed fields, in one statement.

/** The statement's row: the record, with what never leaves and the instants as the driver reads them. */
type StoredRecord = Omit<UserRecordAnswer, 'created_at' | 'updated_at'> & {
  password: unknown;
  session_epoch: unknown;
  session_kept_jti: unknown;
  old_home: unknown;
  rejected_insurance_at: unknown;
  rejected_insurance_file: unknown;
  created_at: Date | string;
  updated_at: Date | string;
};

const PERSON_REF = ['id', ['full_name', fullName('x')]] as const;
const personRef = (column: SQL) => belongsTo('users', column, PERSON_REF);

/** `with=` relations of GET /api/users/{id}; each is a JSON subselect on the row `u`. */
const RELATIONS: Record<string, SQL> = {
  degree: sql`${belongsTo('degrees', sql`u.degree_id`, ['id', 'name', 'order', 'belt_group', 'has_partials', 'partials_to_next_degree'])} as degree`,
  doyang: sql`${belongsTo('doyangs', sql`u.doyang_id`, ['id', 'name', 'doyang_type_id', 'doyang_category_id', 'active'])} as doyang`,
  role: sql`${belongsTo('roles', sql`u.role_id`, ['id', 'name'])} as role`,
  honorific_title: sql`${belongsTo('honorific_titles', sql`u.honorific_title_id`, ['id', 'name', 'description'])} as honorific_title`,
  responsible: sql`${personRef(sql`u.user_responsible_id`)} as responsible`,
  // The student's group, and the groups a staff member leads or certifies.
  groups: sql`${hasMany(
    sql`doyang_groups x`,
    sql`x.id = u.doyang_group_id or x.user_responsible_id = u.id or x.user_certifier_id = u.id`,
    [
      'id',
      'name',
      'doyang_id',
      'begins_at',
      'ends_at',
      'json_week',
      'is_selective_group',
      [
        'as',
        sql`case when x.id = u.doyang_group_id then 'student' when x.user_responsible_id = u.id then 'responsible' else 'certifier' end`,
      ],
    ],
    sql`x.begins_at, x.id`,
  )} as groups`,
  child_pickers: sql`${hasMany(sql`child_pickers x`, sql`x.user_id = u.id`, ['id', 'name', 'telephone', 'kinship'], sql`x.id`)} as child_pickers`,
  // Newest first: the open enrollment (no disenroll_date) leads the history table.
  enrollments: sql`${hasMany(
    sql`enrollments x left join doyangs y on y.id = x.doyang_id`,
    sql`x.user_id = u.id`,
    ['id', 'doyang_id', ['doyang_name', sql`y.name`], 'enrollment_date', 'disenroll_date'],
    sql`x.enrollment_date desc, x.id desc`,
  )} as enrollments`,
  doyang_bundle: sql`${belongsTo('doyang_bundles', sql`u.doyang_bundle_id`, [
    'id',
    'name',
    'price',
    'bundle_type',
    'covers_monthly_payments_qty',
    'covers_inscription',
  ])} as doyang_bundle,
    (select x.name from doyang_bundles x where x.id = u.doyang_bundle_id) as enrollment_bundle`,
  recommendations: sql`${hasMany(
    sql`recommendations r join users x on x.id = r.user_id`,
    sql`r.recommended_user_id = u.id`,
    PERSON_REF,
    sql`x.id`,
  )} as recomended_by,
    ${hasMany(sql`recommendations r join users x on x.id = r.recommended_user_id`, sql`r.user_id = u.id`, PERSON_REF, sql`x.id`)} as recommended_students,
    exists (select 1 from recommendations r where r.user_id = u.id) as has_recommended`,
};

const APPENDS: Record<string, SQL> = {
  // Doyangs the person runs or works at (the user and sinodal forms page them 5 at a time on the client).
  all_doyangs: sql`${hasMany(
    sql`(select x.id, x.name, x.doyang_type_id, x.active, 'responsible' as "as", null::int as doyang_surrogation_id
      from doyangs x where x.user_responsible_id = u.id
      union all
      select x.id, x.name, x.doyang_type_id, x.active, 'personal', p.doyang_surrogation_id
      from doyang_personal p join doyangs x on x.id = p.doyang_id where p.user_id = u.id) a`,
    sql`true`,
    ['id', 'name', 'doyang_type_id', 'active', 'as', 'doyang_surrogation_id'],
    spanishKey(sql`a.name`),
    'a',
  )} as all_doyangs`,
  // The person's revision results, newest revision first, with the revision they belong to (spec 02 §7).
  revision_results: sql`${hasMany(
    sql`revision_results rr join revisions r on r.id = rr.revision_id`,
    sql`rr.user_id = u.id`,
    [
      'id',
      'revision_id',
      'result',
      'requirement_products',
      'requirement_other',
      'assigned_at',
      'approved_at',
      'approved_by',
      ['revision', jsonObject('r', ['id', 'name', 'active', 'doyang_group_id'])],
    ],
    sql`r.id desc`,
    'rr',
  )} as revision_results`,
};

export const RECORD_RELATIONS = Object.keys(RELATIONS);

/** Every key GET /api/users/{id} may answer beside the columns: a form sending the record back sends these. */
export const RECORD_ANSWER_KEYS = [
  ...RECORD_RELATIONS,
  ...Object.keys(APPENDS),
  'full_name',
  'full_name_honorific',
  'age',
  'is_debtor',
  'first_uncovered_month',
  'last_dropout_date',
  'last_reeenrollment_date',
  'curriculum_points',
  'enrollment_bundle',
  'recomended_by',
  'recommended_students',
  'has_recommended',
  'genealogy_tree',
  'somatometry_for_tournament',
] as const;

/** The curriculum (OTROS DATOS and its points dialog): starting points plus points earned, local and foreign. */
const curriculumSql = sql`(select json_build_object(
    'starting', u.starting_curriculum_points,
    'local', coalesce(sum(c.points) filter (where c.kind = 'local'), 0),
    'foreign', coalesce(sum(c.points) filter (where c.kind = 'foreign'), 0),
    'total', u.starting_curriculum_points + coalesce(sum(c.points), 0),
    'items', coalesce(json_agg(json_build_object('id', c.id, 'date', c.date, 'concept', c.concept, 'points', c.points,
      'kind', c.kind) order by c.date, c.id) filter (where c.id is not null), '[]'::json))
  from curriculum_points c where c.user_id = u.id) as curriculum_points`;

/** GET /api/users/{id}; the password hash and the session epoch never leave. */
export async function showUser(
  db: Db,
  id: number,
  o: { with: string[]; append: string[] },
  today: string,
): Promise<UserRecordAnswer> {
  const extra = [
    ...o.with.filter((w) => RELATIONS[w]).map((w) => RELATIONS[w]),
    ...o.append.filter((a) => APPENDS[a]).map((a) => APPENDS[a]),
  ];
  const row = await one<StoredRecord>(
    db,
    sql`
    select u.*, ${fullNameSql} as full_name, ${fullNameHonorificSql} as full_name_honorific,
      ${ageSql(today)} as age, ${debtorSql(today)} as is_debtor, ${firstUncoveredSql} as first_uncovered_month,
      (select max(x.disenroll_date) from enrollments x where x.user_id = u.id) as last_dropout_date,
      (select case when count(*) > 1 then max(x.enrollment_date) end from enrollments x where x.user_id = u.id)
        as last_reeenrollment_date,
      ${curriculumSql}
      ${extra.length ? sql`, ${sql.join(extra, sql`, `)}` : sql``}
    from users u left join honorific_titles h on h.id = u.honorific_title_id
    where u.id = ${id}`,
  );
  if (!row) throw notFound();
  const {
    password: _password,
    session_epoch: _epoch,
    session_kept_jti: _kept,
    // Home's preference (GET/PUT /api/home_preference): not part of the person's record.
    old_home: _oldHome,
    // Seguros' own (GET /api/insurances and its rejection document): not part of the person's record.
    rejected_insurance_at: _rejectedAt,
    rejected_insurance_file: _rejectedFile,
    created_at,
    updated_at,
    ...rest
  } = row;
  return { ...rest, created_at: isoInstant(created_at), updated_at: isoInstant(updated_at) };
}

/** Raw statements give instants as Date (pg) or as '2026-11-22 04:18:41.07+00' text (PGlite); answer ISO either way. */
function isoInstant(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
