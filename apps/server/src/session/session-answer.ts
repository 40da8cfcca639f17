import { z } from 'zod';

/** The session user as login, /api/me and impersonation answer it. */
export const sessionUserSchema = z.looseObject({
  id: z.number(),
  email: z.string().nullable(),
  role_id: z.number(),
  full_name: z.string(),
  full_name_honorific: z.string(),
  permissions: z.record(
    z.string(),
    z.looseObject({ create: z.boolean(), read: z.boolean(), update: z.boolean(), delete: z.boolean() }),
  ),
  impersonated_by: z.object({ id: z.number(), full_name_honorific: z.string() }).nullable(),
});

/** A new session: the bearer token, when it ends, and who it is for. */
export const sessionAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.number(),
  user: sessionUserSchema,
});

// Answered by several routes: one component each in /api/docs.
z.globalRegistry.add(sessionUserSchema, { id: 'SessionUser' });
z.globalRegistry.add(sessionAnswerSchema, { id: 'Session' });
