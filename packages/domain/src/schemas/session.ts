import { z } from 'zod';

// The session as login, /api/me and impersonation answer it (spec 01 §4): the server's request user and the web's
// stored user are both this schema's type.

/** One area's four flags (spec 03 §6). */
export const permissionFlags = z.object({ create: z.boolean(), read: z.boolean(), update: z.boolean(), delete: z.boolean() });

/** A doyang as the session carries it (the doyang selector and the scope checks). */
export const sessionDoyang = z.object({ id: z.number(), name: z.string(), active: z.boolean(), doyang_type_id: z.number() });
export type SessionDoyang = z.infer<typeof sessionDoyang>;

/** Who is really acting while 'Ingresar como usuario' is in effect (spec 02 §2). */
export const impersonator = z.object({ id: z.number(), full_name_honorific: z.string() });

export const sessionUserAnswer = z.object({
  id: z.number(),
  email: z.string().nullable(),
  role_id: z.number(),
  name: z.string(),
  last_name: z.string(),
  active: z.boolean(),
  full_name: z.string(),
  full_name_honorific: z.string(),
  /** Effective flags by area name: the role's plus the user's own. */
  permissions: z.record(z.string(), permissionFlags),
  doyangs_as_responsible: z.array(sessionDoyang),
  doyangs_as_personal: z.array(sessionDoyang),
  impersonated_by: impersonator.nullable(),
});
export type SessionUserAnswer = z.infer<typeof sessionUserAnswer>;

/** A new session (login, impersonate, leave): the bearer token, when it ends (seconds since the epoch), and who it is for. */
export const sessionAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.number(),
  user: sessionUserAnswer,
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;
