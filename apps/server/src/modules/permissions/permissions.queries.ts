import { ACTIONS, type Action, GENERAL_DIRECTION_ROLES, PERMISSIONS_ADMIN_FLAG } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockFor } from '../../db/locks.ts';
import { jsonObject } from '../../db/relations.ts';
import { one } from '../../db/sql.ts';
import type { SqlListSource } from '../../http/sql-list.ts';

export type MatrixTarget = { roleId: number } | { userId: number };

const flagColumns = (alias: string) => sql.raw(ACTIONS.map((a) => `coalesce(${alias}."${a}", false) as "${a}"`).join(', '));

/**
 * The matrix of one role or one user in one statement: every area of spec 03 §6 in the matrix's order (the seed
 * inserts them section by section), the target's own flags and, for a user, the flags their role gives.
 */
export function matrixSource(db: Db, target: MatrixTarget): SqlListSource {
  const own =
    'roleId' in target
      ? sql`left join role_permissions x on x.permission_id = p.id and x.role_id = ${target.roleId}`
      : sql`left join user_permissions x on x.permission_id = p.id and x.user_id = ${target.userId}
          left join users u on u.id = ${target.userId}
          left join role_permissions rp on rp.permission_id = p.id and rp.role_id = u.role_id`;
  const fromRole: SQL =
    'roleId' in target
      ? sql``
      : sql`, ${jsonObject(
          'rp',
          ACTIONS.map((a) => [a, sql.raw(`coalesce(rp."${a}", false)`)] as const),
        )} as from_role`;
  return {
    statement: (order, page) => sql`select p.id, p.name, p.section, ${flagColumns('x')} ${fromRole},
        count(*) over () as __total
      from permissions p ${own}
      order by ${order} ${page}`,
    orderable: { id: sql`p.id` },
    defaultOrder: [],
    tieBreaker: sql`p.id`,
    count: async () => (await one<{ n: number }>(db, sql`select count(*)::int as n from permissions`))?.n ?? 0,
  };
}

/**
 * Serializes changes of the matrix until the transaction ends: a change and its last-access check (permissionAdminsLeft)
 * then see every change committed before them. Without it two removals at once each counted the other's holder as still
 * there, and both went through (issue 22). Deactivating or changing the role of a person takes it too.
 */
export const lockMatrix = (db: Db): Promise<void> => lockFor(db, 'permissions');

/**
 * Sets one flag of one area for a role or a user to `value`, or flips it when none is given (the spec's toggle); a user
 * row starts with every other flag off. Answers the flag as stored.
 */
export async function togglePermission(
  db: Db,
  target: MatrixTarget,
  area: string,
  action: Action,
  value?: boolean,
): Promise<boolean> {
  const flag = sql.raw(`"${action}"`);
  const [table, column, id] =
    'roleId' in target
      ? [sql.raw('role_permissions'), sql.raw('role_id'), target.roleId]
      : [sql.raw('user_permissions'), sql.raw('user_id'), target.userId];
  const next = value === undefined ? sql`not ${table}.${flag}` : sql`${value}`;
  const row = await one<{ value: boolean }>(
    db,
    sql`insert into ${table} (${column}, permission_id, ${flag})
      select ${id}, p.id, ${value ?? true} from permissions p where p.name = ${area}
      on conflict (${column}, permission_id) do update set ${flag} = ${next}
      returning ${flag} as value`,
  );
  return row?.value ?? false;
}

/** Active general-direction users who may still change the matrix ('Permisos' update, from their role or their own). */
export async function permissionAdminsLeft(db: Db): Promise<number> {
  const flag = sql.raw(`"${PERMISSIONS_ADMIN_FLAG}"`);
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u
      join permissions p on p.name = 'Permisos'
      left join role_permissions rp on rp.permission_id = p.id and rp.role_id = u.role_id
      left join user_permissions up on up.permission_id = p.id and up.user_id = u.id
      where u.active and u.role_id in ${GENERAL_DIRECTION_ROLES}
        and (coalesce(rp.${flag}, false) or coalesce(up.${flag}, false))`,
  );
  return row?.n ?? 0;
}

/** The user the matrix may be shown for: active, of a role the screen offers. */
export async function offeredUser(db: Db, userId: number, roles: readonly number[]): Promise<boolean> {
  const row = await one<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from users where id = ${userId} and active and role_id in ${roles}) as ok`,
  );
  return row?.ok === true;
}
