import {
  blockOrderSchema,
  blockProspectsSchema,
  examBlocks as examBlockEntry,
  type FilledExamBlockAnswer,
  filledExamBlockAnswer,
  isFullOrder,
  MSG,
  reorderBlocks,
} from '@doyang/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exam_blocks } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { bindResource } from '../../http/resource.ts';
import { route } from '../../http/route.ts';
import { personParams } from './prospects.routes.ts';

// The exam's block table (spec 03 §2, §4): blocks are a registry resource; who goes in which block and the order
// are their own calls. A prospect is in one block of an exam at a time.

export const examBlockResource = bindResource(examBlockEntry, {
  table: exam_blocks,
  search: [exam_blocks.name],
  orderable: { order: exam_blocks.order, id: exam_blocks.id },
  filters: { exam_id: exam_blocks.exam_id },
});

const permission = { area: 'Examen', action: 'update' } as const;
const tags = ['exam_blocks'];

async function requireBlock(db: Parameters<typeof rows>[0], id: number) {
  const [block] = await db.select().from(exam_blocks).where(eq(exam_blocks.id, id));
  if (!block) throw notFound();
  return block;
}

/** Blocks with how many prospects each holds, in their order. */
const filledBlocks = (db: Parameters<typeof rows>[0], where: SQL) =>
  rows<FilledExamBlockAnswer>(
    db,
    sql`select b.*, (select count(*)::int from exam_block_prospects bp where bp.exam_block_id = b.id) as actual_quantity
      from exam_blocks b where ${where} order by b."order", b.id`,
  );

export async function examBlockRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/api/exam_blocks/:id/prospects',
    tags,
    summary: 'Agregar prospectos del examen al bloque',
    permission,
    scope: 'network',
    params: idParams,
    body: blockProspectsSchema,
    response: filledExamBlockAnswer,
    handler: async ({ db, params, body }) => {
      const block = await requireBlock(db, params.id);
      const ids = [...new Set(body.user_ids)];
      const prospects = await rows<{ user_id: number }>(
        db,
        sql`select user_id from exam_prospects where exam_id = ${block.exam_id} and user_id in ${ids}`,
      );
      if (prospects.length !== ids.length) throw validationError({ user_ids: [MSG.blockProspectNotProspect] });
      await db.execute(sql`delete from exam_block_prospects where user_id in ${ids}
        and exam_block_id in (select id from exam_blocks where exam_id = ${block.exam_id})`);
      await db.execute(sql`insert into exam_block_prospects (exam_block_id, user_id)
        values ${sql.join(
          ids.map((id) => sql`(${block.id}, ${id})`),
          sql`, `,
        )}`);
      return (await filledBlocks(db, sql`b.id = ${block.id}`))[0];
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/exam_blocks/:id/prospects/:userId',
    tags,
    summary: 'Quitar a un prospecto del bloque',
    permission,
    scope: 'network',
    params: personParams,
    response: filledExamBlockAnswer,
    handler: async ({ db, params }) => {
      await requireBlock(db, params.id);
      const removed = await rows(
        db,
        sql`delete from exam_block_prospects where exam_block_id = ${params.id} and user_id = ${params.userId} returning user_id`,
      );
      if (!removed.length) throw new HttpError(404, MSG.prospectNotFound);
      return (await filledBlocks(db, sql`b.id = ${params.id}`))[0];
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/exams/:id/block_order',
    tags,
    summary: 'Orden de los bloques (al soltar la fila arrastrada)',
    permission,
    scope: 'network',
    params: idParams,
    body: blockOrderSchema,
    response: z.array(filledExamBlockAnswer),
    handler: async ({ db, params, body }) => {
      const blocks = await db.select({ id: exam_blocks.id }).from(exam_blocks).where(eq(exam_blocks.exam_id, params.id));
      const known = blocks.map((b) => b.id);
      if (!isFullOrder(body.ids, known)) throw validationError({ ids: [MSG.blockOrderMismatch] });
      const order = reorderBlocks(body.ids);
      await db.execute(sql`update exam_blocks b set "order" = o.position, updated_at = now()
        from (values ${sql.join(
          order.map((o) => sql`(${o.id}::int, ${o.order}::int)`),
          sql`, `,
        )}) as o(id, position)
        where b.id = o.id`);
      return filledBlocks(db, sql`b.exam_id = ${params.id}`);
    },
  });
}
