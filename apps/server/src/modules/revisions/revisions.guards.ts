import { canManageRevision, MSG, revisionSeasonOpen } from '@doyang/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { configurationValues } from '../../shared/configuration-values.ts';
import { groupStudentDoyang, loadRevision, type RevisionTarget } from './revisions.queries.ts';

export function requireManage(actor: SessionUser, target: Parameters<typeof canManageRevision>[1]): void {
  if (!canManageRevision(actor, target)) throw forbidden(MSG.forbidden);
}

export async function mustLoad(db: Db, id: number): Promise<RevisionTarget> {
  const revision = await loadRevision(db, id);
  if (!revision) throw notFound();
  return revision;
}

/**
 * A review reads or writes one student's data: the student must be in the revision's group and in the
 * caller's doyangs (a kyosa never learns another doyang's student's belt and age through a revision).
 */
export async function requireReviewableStudent(
  db: Db,
  actor: SessionUser,
  revision: RevisionTarget,
  userId: number,
): Promise<void> {
  const student = await groupStudentDoyang(db, revision.doyang_group_id, userId);
  if (!student) throw validationError({ user_id: [MSG.studentNotInGroup] });
  if (student.doyang_id !== null) requireDoyang(actor, student.doyang_id);
}

/** Reviews happen only within the revision season (configuration 24 to 25). */
export async function requireSeason(db: Db, today: string): Promise<void> {
  const config = await configurationValues(db, ['reviewStart', 'reviewEnd']);
  if (!revisionSeasonOpen(today, config.reviewStart, config.reviewEnd)) {
    throw validationError({ revision: [MSG.revisionOutOfSeason] });
  }
}
