import { passwordChangeSchema } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';

/**
 * PUT /api/users/{id} with {oldPassword, password}: a user changes their own password and the answer is
 * true or false (spec 01 §7). The full user update arrives with the people issue on the same path.
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/api/users/:id',
      { schema: { tags: ['users'], params: z.object({ id: z.coerce.number().int() }), body: passwordChangeSchema } },
      async (request) => {
        if (request.params.id !== request.user.id) throw forbidden();
        const [row] = await app.db.select({ password: users.password }).from(users).where(eq(users.id, request.user.id));
        if (!row || !(await verifyPassword(row.password, request.body.oldPassword))) return false;
        await app.db
          .update(users)
          .set({ password: await hashPassword(request.body.password), updated_at: new Date() })
          .where(eq(users.id, request.user.id));
        return true;
      },
    );
}
