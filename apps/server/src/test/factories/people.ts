import { DEFAULT_NEW_STUDENT_DEGREE, ROLES } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doyang_personal, doyangs, enrollments, users } from '../../db/schema/index.ts';
import { DEGREES } from '../../db/seed/reference-data.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { PASSWORD, TODAY } from '../test-databases.ts';
import { idOf, nextNumber, type Ref } from './unique.ts';

export type UserRow = typeof users.$inferSelect;

/** The roles by the names the demo logins use (tecnico@, administrativa@…); ids are the reference ones. */
export const ROLE_IDS = {
  programador: ROLES.PROGRAMADOR,
  director: ROLES.DIRECTOR_GENERAL,
  tecnico: ROLES.DIRECTOR_TECNICO,
  enlace: ROLES.ORIENTACION_Y_ENLACE,
  'profesor-certificado': ROLES.PROFESOR_CERTIFICADO,
  profesor: ROLES.PROFESOR,
  kyosa: ROLES.KYOSA_DE_DOYANG,
  'kyosa-club': ROLES.KYOSA_DE_CLUB,
  'kyosa-dependiente': ROLES.KYOSA_DEPENDIENTE,
  alumno: ROLES.ALUMNO,
  administrativa: ROLES.DIRECTORA_ADMINISTRATIVA,
  relaciones: ROLES.RELACIONES_PUBLICAS,
} as const;

export type RoleName = keyof typeof ROLE_IDS;

/** A degree's id by its reference name ('11VO KUP' … '9NO DAN'): the reference seed numbers them in order. */
export function degreeNamed(name: string): number {
  const index = DEGREES.findIndex((d) => d.name === name);
  if (index < 0) throw new Error(`no degree named ${name}`);
  return index + 1;
}

// One argon2 hash per test process: every factory user can log in with the demo password.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
};

export type UserOptions = Partial<Omit<typeof users.$inferInsert, 'id' | 'role_id' | 'password'>> & {
  role?: RoleName;
};

/** Any person: a users row with a unique name and e-mail, password PASSWORD; a professor unless told otherwise. */
export async function makeUser(db: Db, o: UserOptions = {}): Promise<UserRow> {
  const { role = 'profesor', ...columns } = o;
  const n = nextNumber();
  const [row] = await db
    .insert(users)
    .values({
      name: role.toUpperCase().replace('-', ' '),
      last_name: `PRUEBA ${n}`,
      second_last_name: 'FÁBRICA',
      email: `${role}-${n}@prueba.mx`,
      password: await testPasswordHash(),
      role_id: ROLE_IDS[role],
      sex: 1,
      birth_date: '1990-05-10',
      cellphone: '5512345678',
      degree_id: degreeNamed('1ER DAN'),
      user_responsible_id: 1,
      ...columns,
    })
    .returning();
  return row;
}

export type StaffOptions = UserOptions & {
  /** The doyang the person works at: its personal, or its responsible with `responsible: true`. */
  doyang?: Ref;
  responsible?: boolean;
};

/** A staff member of a doyang, the way the doyang form attaches them. */
export async function makeStaff(db: Db, o: StaffOptions = {}): Promise<UserRow> {
  const { doyang, responsible = false, ...userOptions } = o;
  const user = await makeUser(db, userOptions);
  if (doyang !== undefined && responsible) {
    await db
      .update(doyangs)
      .set({ user_responsible_id: user.id })
      .where(eq(doyangs.id, idOf(doyang)));
  } else if (doyang !== undefined) {
    await db.insert(doyang_personal).values({ doyang_id: idOf(doyang), user_id: user.id });
  }
  return user;
}

export type StudentOptions = Omit<UserOptions, 'role'> & {
  doyang: Ref;
  /** Their class group (users.doyang_group_id). */
  group?: Ref | null;
};

/** An active adult student of a doyang, enrolled early in the year, with the open enrollment the history needs. */
export async function makeStudent(db: Db, o: StudentOptions): Promise<UserRow> {
  const { doyang, group, ...columns } = o;
  const enrolled = columns.enrollment_date ?? `${TODAY.slice(0, 4)}-01-12`;
  const user = await makeUser(db, {
    role: 'alumno',
    doyang_id: idOf(doyang),
    doyang_group_id: group == null ? null : idOf(group),
    degree_id: DEFAULT_NEW_STUDENT_DEGREE,
    birth_date: '1995-08-20',
    job: 'EMPLEADO',
    address: 'CALLE PRUEBA 1',
    enrollment_date: enrolled,
    start_tkd_date: enrolled,
    start_assistance_date: enrolled,
    start_payments_date: `${enrolled.slice(0, 7)}-01`,
    ...columns,
  });
  await db.insert(enrollments).values({
    user_id: user.id,
    doyang_id: user.doyang_id,
    enrollment_date: enrolled,
    disenroll_date: user.active ? null : (user.disenroll_date ?? TODAY),
  });
  return user;
}
