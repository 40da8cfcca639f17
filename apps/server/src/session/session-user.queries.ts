import type { SessionUserAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fullName, fullNameHonorific, hasMany, type JsonField } from '../db/relations.ts';
import { spanishKey } from '../db/spanish-text.ts';
import { one } from '../db/sql.ts';

/** A doyang as the session carries it (`sessionDoyang` in the domain). */
const SESSION_DOYANG: readonly JsonField[] = ['id', 'name', 'active', 'doyang_type_id'];

/** The request's user: the session as /api/me answers it. */
export type SessionUser = SessionUserAnswer;

/** The person `u` and their honorific title `h`, as every session and list names them. */
export const fullNameSql = fullName('u');
export const fullNameHonorificSql = fullNameHonorific('u', 'h');

/** The session user as stored: with what its sessions are checked against, which never leaves the server. */
export type StoredSessionUser = Omit<SessionUser, 'impersonated_by'> & {
  password: string | null;
  session_epoch: number;
  session_kept_jti: string | null;
};

/** The session user as login, /api/me and impersonation answer it: no password hash, no session epoch. */
export function answeredSessionUser(stored: StoredSessionUser): Omit<SessionUser, 'impersonated_by'> {
  const { password: _password, session_epoch: _epoch, session_kept_jti: _kept, ...user } = stored;
  return user;
}

/**
 * The whole session user in one statement: identity, effective permissions (a user row replaces the
 * role row for its area) and the doyangs the user runs or works at.
 */
export async function loadSessionUser(db: Db, id: number): Promise<StoredSessionUser | undefined> {
  return one(
    db,
    sql`
    select u.id, u.email, u.role_id, u.name, u.last_name, u.active, u.password, u.session_epoch, u.session_kept_jti,
      ${fullNameSql} as full_name,
      ${fullNameHonorificSql} as full_name_honorific,
      coalesce((
        -- The role's flags plus the user's own, flag by flag (effectiveFlags in the domain; docs/decisions.md, issue 10).
        select json_object_agg(p.name, json_build_object(
          'create', coalesce(rp."create", false) or coalesce(up."create", false),
          'read',   coalesce(rp."read", false)   or coalesce(up."read", false),
          'update', coalesce(rp."update", false) or coalesce(up."update", false),
          'delete', coalesce(rp."delete", false) or coalesce(up."delete", false)))
        from permissions p
        left join role_permissions rp on rp.permission_id = p.id and rp.role_id = u.role_id
        left join user_permissions up on up.permission_id = p.id and up.user_id = u.id
        where rp.role_id is not null or up.user_id is not null
      ), '{}'::json) as permissions,
      ${hasMany(sql`doyangs d`, sql`d.user_responsible_id = u.id`, SESSION_DOYANG, spanishKey(sql`d.name`), 'd')} as doyangs_as_responsible,
      ${hasMany(sql`doyang_personal dp join doyangs d on d.id = dp.doyang_id`, sql`dp.user_id = u.id`, SESSION_DOYANG, spanishKey(sql`d.name`), 'd')} as doyangs_as_personal
    from users u
    left join honorific_titles h on h.id = u.honorific_title_id
    where u.id = ${id}`,
  );
}

export async function findUserIdByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; password: string | null; active: boolean } | undefined> {
  return one(db, sql`select id, password, active from users where lower(email) = lower(${email})`);
}
