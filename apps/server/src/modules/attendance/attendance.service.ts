import {
  type AttendanceMarkInput,
  attendanceDateRefusal,
  attendanceStatus,
  attendanceWindow,
  CONFIGURATION_IDS,
  EXTEMPORANEOUS_AREA,
  hasPermission,
  KYOSA_HIGHLIGHT_ABSENCES,
  type MarkKind,
  type MarkSavedAnswer,
  MEETING_FLAGS,
  type MeetingFlags,
  MSG,
  meetingRefusal,
  type RosterAnswer,
  type RosterEntryAnswer,
  revisionSeasonOpen,
  scholarshipRisk,
  thresholdsFromConfiguration,
} from '@doyang/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistances } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { onWire } from '../../http/wire.ts';
import { requireAttendance } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { groupMembersSql } from '../groups/index.ts';
import { type DayContext, dayContext, type MarkRow, type RosterRow, rosterPage } from './attendance-roster.queries.ts';

/** The group attendance tables show 50 rows a page (spec 02 §9). */
export const ROSTER_PAGE_SIZE = 50;

const extemporaneous = (actor: SessionUser) => hasPermission(actor.permissions, EXTEMPORANEOUS_AREA);

/** A roster row with the status column: the spec 02 §4 text, the scholarship risk and the kyosa highlight. */
function withStatus(row: RosterRow, config: DayContext['config'], kind: MarkKind): RosterEntryAnswer {
  const t = thresholdsFromConfiguration(config);
  const standing = {
    consecutive_absences: row.consecutive_absences,
    bimester_abscenses: row.bimester_abscenses,
    is_scholarshiped: row.is_scholarshiped,
    extra_absences: row.extra_absences,
  };
  const student = kind === 'student';
  return {
    ...row,
    status: student ? attendanceStatus(standing, t) : null,
    bimester_scholarship_risk: student && scholarshipRisk(standing, t),
    highlight: !student && row.bimester_abscenses >= KYOSA_HIGHLIGHT_ABSENCES,
  };
}

export type RosterOptions = {
  /** The product's calendar day (app.clock). */
  today: string;
  date: string;
  kind: MarkKind;
  revisionId: number | null;
  search: string | null;
  page: number;
  perPage: number;
  onlyUserId?: number | null;
};

/** The attendance screen's data for a group and a day: the header (window, bimester, no-class day, meeting, revision) and a page of the roster. */
export async function roster(
  db: Db,
  actor: SessionUser,
  groupId: number,
  o: RosterOptions,
  known?: DayContext,
): Promise<RosterAnswer> {
  const today = o.today;
  const kyosa = o.kind === 'kyosa';
  const ctx = known ?? (await dayContext(db, { groupId, date: o.date, kyosa, revisionId: o.revisionId }));
  const group = ctx.group;
  requireAttendance(actor, group, 'read');
  const config = ctx.config ?? {};
  const bimesterStart = config[CONFIGURATION_IDS.bimesterStart] ?? o.date;
  const bimesterEnd = config[CONFIGURATION_IDS.bimesterEnd] ?? o.date;
  const page = await rosterPage(db, {
    groupId: group.id,
    date: o.date,
    today,
    bimesterStart,
    bimesterEnd,
    kyosa,
    revisionId: ctx.revision?.id ?? null,
    search: o.search,
    onlyUserId: o.onlyUserId,
    limit: o.perPage > 0 ? o.perPage : null,
    offset: o.perPage > 0 ? (o.page - 1) * o.perPage : 0,
  });
  const perPage = o.perPage > 0 ? o.perPage : Math.max(page.total, 1);
  return {
    group: {
      id: group.id,
      name: group.name,
      doyang_id: group.doyang_id,
      doyang_name: group.doyang_name,
      is_selective_group: group.is_selective_group,
      json_week: group.json_week,
      begins_at: group.begins_at,
      ends_at: group.ends_at,
      // Who may run the group's revision (canManageRevision): the screen shows its buttons to them only.
      user_responsible_id: group.user_responsible_id,
      user_certifier_id: group.user_certifier_id,
      kyosa_ids: group.kyosa_ids,
    },
    date: o.date,
    kind: o.kind,
    window: attendanceWindow(today, o.kind, extemporaneous(actor)),
    bimester: { start_date: bimesterStart, end_date: bimesterEnd },
    holiday: ctx.holiday,
    meeting: ctx.meeting,
    revision: ctx.revision,
    revision_season: {
      start_date: config[CONFIGURATION_IDS.reviewStart] ?? null,
      end_date: config[CONFIGURATION_IDS.reviewEnd] ?? null,
      open: revisionSeasonOpen(today, config[CONFIGURATION_IDS.reviewStart], config[CONFIGURATION_IDS.reviewEnd]),
    },
    counts: { attended: page.attended, late: page.late, absent: page.absent, unmarked: page.size - page.attended - page.absent },
    data: page.rows.map((r) => withStatus(r, config, o.kind)),
    total: page.total,
    per_page: perPage,
    current_page: o.page,
    last_page: Math.max(1, Math.ceil(page.total / perPage)),
  };
}

/** The date window of a mark (422 outside it), for saving and for clearing alike. */
export function assertMarkDate(actor: SessionUser, today: string, date: string, kind: MarkKind): void {
  const refusal = attendanceDateRefusal(date, today, kind, extemporaneous(actor));
  if (refusal) throw validationError({ date: [refusal] });
}

type ParsedMark = Omit<AttendanceMarkInput, 'date' | 'type'> & { date: string; type?: 'F' | 'R' | 'A' | null };

/**
 * Saves one mark (PUT /api/doyang_groups/{id} with student or kyosa, date, type, meeting ticks). Keys not
 * sent keep their stored value, so a radio click never clears a meeting tick; a tick without a type
 * records an A; no type and no tick clears the mark. One context statement, then one upsert or delete.
 */
export async function saveMark(
  db: Db,
  actor: SessionUser,
  today: string,
  groupId: number,
  body: ParsedMark,
): Promise<MarkSavedAnswer> {
  const kind: MarkKind = body.kyosa ? 'kyosa' : 'student';
  const personId = (body.kyosa ?? body.student) as number | null | undefined;
  if (!personId) throw validationError({ student: [MSG.required] });
  const ctx = await dayContext(db, { groupId, date: body.date, kyosa: kind === 'kyosa', personId });
  const group = ctx.group;
  requireAttendance(actor, group, 'update');
  assertMarkDate(actor, today, body.date, kind);
  if (!ctx.member) {
    throw validationError(kind === 'kyosa' ? { kyosa: [MSG.personNotKyosaOfGroup] } : { student: [MSG.studentNotInGroup] });
  }
  if (ctx.holiday) throw validationError({ date: [MSG.attendanceOnNoClassDay] });

  const existing: MarkRow | null = ctx.existing;
  const flags = Object.fromEntries(
    MEETING_FLAGS.map((f) => [f, body[f] !== undefined ? Boolean(body[f]) : (existing?.[f] ?? false)]),
  ) as MeetingFlags;
  const ticked = MEETING_FLAGS.some((f) => flags[f]);
  const type = body.type !== undefined ? body.type : (existing?.type ?? null);
  const refusal = meetingRefusal(flags, ctx.meeting?.unique_assistance === true);
  if (refusal) throw validationError({ meeting: [refusal] });

  let assistance: typeof assistances.$inferSelect | null = null;
  if (type === null && !ticked) {
    await db
      .delete(assistances)
      .where(and(eq(assistances.user_id, personId), eq(assistances.doyang_group_id, group.id), eq(assistances.date, body.date)));
  } else {
    const values = {
      type: type ?? 'A',
      ...flags,
      is_kyosa: kind === 'kyosa',
      created_by: actor.id,
      updated_at: new Date(),
    };
    [assistance] = await db
      .insert(assistances)
      .values({ user_id: personId, doyang_group_id: group.id, date: body.date, ...values })
      .onConflictDoUpdate({ target: [assistances.user_id, assistances.doyang_group_id, assistances.date], set: values })
      .returning();
  }
  // The person's fresh standing, so the screen updates one row (and its day counts) without reloading the page.
  const page = await roster(
    db,
    actor,
    group.id,
    { today, date: body.date, kind, revisionId: null, search: null, page: 1, perPage: 1, onlyUserId: personId },
    ctx,
  );
  return { assistance: onWire(assistance), person: page.data[0] ?? null };
}

/**
 * 'Todos presentes' (issue 10): the listed students of the group with no mark that day get an A, in one statement;
 * marks already taken stay as they are. The same rules as one mark: the group's rights, the window, no-class days,
 * and only the group's students.
 */
export async function markAllPresent(
  db: Db,
  actor: SessionUser,
  today: string,
  groupId: number,
  body: { date: string; students: number[] },
): Promise<{ marked: number }> {
  const ctx = await dayContext(db, { groupId, date: body.date, kyosa: false, personId: null });
  requireAttendance(actor, ctx.group, 'update');
  assertMarkDate(actor, today, body.date, 'student');
  if (ctx.holiday) throw validationError({ date: [MSG.attendanceOnNoClassDay] });
  const wanted = [...new Set(body.students)];
  const members = await rows<{ user_id: number }>(
    db,
    sql`select m.user_id from (${groupMembersSql(groupId)}) m where m.user_id in ${wanted}`,
  );
  if (members.length !== wanted.length) throw validationError({ students: [MSG.studentNotInGroup] });
  const marked = await rows<{ user_id: number }>(
    db,
    sql`insert into assistances (user_id, doyang_group_id, date, type, is_kyosa, created_by, updated_at)
      select m.user_id, ${groupId}, ${body.date}::date, 'A', false, ${actor.id}, now()
      from (${groupMembersSql(groupId)}) m where m.user_id in ${wanted}
      on conflict (user_id, doyang_group_id, date) do nothing
      returning user_id`,
  );
  return { marked: marked.length };
}
