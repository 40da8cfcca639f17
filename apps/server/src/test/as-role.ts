import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeDoyang, makeStaff, makeStudent, type Ref, type RoleName, type UserOptions, type UserRow } from './factories.ts';

export type Actor = {
  user: UserRow;
  token: string;
  /** A request with this actor's bearer token. */
  call: (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
};

export type AsOptions = UserOptions & {
  /** Staff: the doyang they work at (its personal, or its responsible with `responsible`). A student's doyang. */
  doyang?: Ref;
  responsible?: boolean;
  /** A student's class group. */
  group?: Ref | null;
};

type Caller = (method: string, url: string, token?: string, body?: unknown) => Promise<LightMyRequestResponse>;

/**
 * A fresh user of `role`, with the permissions the reference data gives that role, and a session token.
 * The token comes from the app's own token service, as POST /api/login signs it, without the argon2 check
 * and the login rate limit a test has no use for. A student without a doyang gets a new one.
 */
export async function actAs(app: FastifyInstance, call: Caller, role: RoleName, o: AsOptions = {}): Promise<Actor> {
  const { doyang, responsible, group, ...columns } = o;
  const user =
    role === 'alumno'
      ? await makeStudent(app.db, { doyang: doyang ?? (await makeDoyang(app.db)), group, ...columns })
      : await makeStaff(app.db, { role, doyang, responsible, ...columns });
  const { token } = await app.tokens.sign(user);
  return { user, token, call: (method, url, body) => call(method, url, token, body) };
}
