import { eventProspectAppends, examProspectAppends, tournamentProspectAppends } from '@doyang/domain';
import type { z } from 'zod';
import { parseListQuery } from '../../http/list-query.ts';
import { Q } from '../../http/query-params.ts';
import type { AppendContext, ResourceDef } from '../../http/resource.ts';
import { requirePermission } from '../../plugins/permissions.ts';
import { PROSPECT_KINDS } from './prospect-kinds.ts';
import { listCandidates, listProspects } from './prospects.queries.ts';
import { doyangScope } from './prospects.routes.ts';

// The spec's call for the prospects screen (spec 03 §7): `GET /api/{exams|events|tournaments}/{id}?append=candidates,
// doyangProspects&doyang_id=&prospectSearch=&page=`. The product's `/{id}/prospects` and `/{id}/candidates` answer the
// same pages; this serves them on the record too, with the same queries, guard and doyang scope. The record itself stays
// readable by every login that reads it today: only the appends are refused to those who may not read the people.

const PROSPECT_APPENDS = ['candidates', 'doyangProspects'];

/** What the call sends beside `append`: the doyang, the search and the page (its own `<type>_id` names the record). */
const APPENDS_QUERY: Record<string, z.ZodType> = {
  doyang_id: Q.id,
  prospectSearch: Q.text,
  page: Q.count,
  exam_id: Q.id,
  event_id: Q.id,
  tournament_id: Q.id,
};

const APPENDED: Record<string, z.ZodRawShape> = {
  exams: examProspectAppends,
  events: eventProspectAppends,
  tournaments: tournamentProspectAppends,
};

/** An exam, event or tournament resource that also answers `append=candidates,doyangProspects`; others as they are. */
export function withProspectAppends(def: ResourceDef): ResourceDef {
  const kind = PROSPECT_KINDS.find((k) => k.segment === def.name);
  if (!kind) return def;
  const appendOne = async (ctx: AppendContext, row: Record<string, unknown>, append: string[]) => {
    const wanted = PROSPECT_APPENDS.filter((name) => append.includes(name));
    // Refused before any other work: the lists' own guard ('Examen'/'Doyang Examen', …) and doyang scope.
    if (wanted.length) requirePermission(ctx.actor, [kind.area, kind.doyangArea], 'read');
    const scope = wanted.length ? doyangScope(ctx.actor, ctx.query.doyang_id as string | undefined) : null;
    const record = def.appendOne ? await def.appendOne(ctx, row, append) : row;
    if (!wanted.length) return record;
    const id = Number(row.id);
    const search = (ctx.query.prospectSearch as string | undefined)?.trim() || null;
    // Pages of 20 (spec 03 §9), the first unless `page` says.
    const q = { ...parseListQuery({ page: ctx.query.page ?? '1' }), search };
    return {
      ...record,
      ...(append.includes('candidates') && { candidates: await listCandidates(ctx.db, kind, id, scope, q) }),
      ...(append.includes('doyangProspects') && { doyangProspects: await listProspects(ctx.db, kind, id, scope, q) }),
    };
  };
  return {
    ...def,
    appendOne,
    oneQuery: { ...def.oneQuery, ...APPENDS_QUERY },
    appended: { ...def.appended, ...APPENDED[kind.segment] },
  };
}
