import { GENERAL_DIRECTION_DOYANG_ID, MSG, readinessForExam } from '@doyang/domain';
import type { Db } from '../../db/client.ts';
import { notFound, validationError } from '../../http/errors.ts';
import {
  examById,
  hasRun,
  type LightExam,
  type LightResult,
  nextExam,
  readinessRequirements,
  type StudentScope,
  scopeDoyangsSql,
  storeLight,
  studentInputs,
} from './traffic-light.queries.ts';

/** The asked exam, or the next one; without either a 422 'No hay examen siguiente'. */
export async function lightExam(db: Db, examId: number | undefined, today: string): Promise<LightExam> {
  if (examId !== undefined) {
    const exam = await examById(db, examId);
    if (!exam) throw notFound();
    return exam;
  }
  const exam = await nextExam(db, today);
  if (!exam) throw validationError({ exam_id: [MSG.noNextExam] });
  return exam;
}

/** The doyang a light is asked for; the general direction's (23) means the whole network (null). */
export const lightDoyang = (doyangId: number): number | null => (doyangId === GENERAL_DIRECTION_DOYANG_ID ? null : doyangId);

/** Every student of the scope through the domain rule (exam-readiness.ts): two statements, whatever the count. */
export async function computeLight(db: Db, exam: LightExam, scope: StudentScope, today: string): Promise<LightResult[]> {
  const [requirements, students] = await Promise.all([readinessRequirements(db), studentInputs(db, scope, today)]);
  const readiness = readinessForExam(exam.date, requirements);
  return students.map((s) => {
    const light = readiness(s.student);
    return { user_id: s.id, doyang_id: s.doyang_id, colour: light.colour, reasons: light.reasons.map((r) => r.text) };
  });
}

/**
 * The snapshot the rows are read from. `recalculate` computes the scope again and writes it in one statement (what
 * changed updated, new students added, the scope's rows it did not write removed, the doyangs' runs stamped).
 * Otherwise what is stored is used; what is missing (a doyang, or for the network every doyang without a run for this
 * exam) is computed and stored first.
 */
export async function ensureLight(
  db: Db,
  exam: LightExam,
  doyangId: number | null,
  recalculate: boolean,
  today: string,
): Promise<void> {
  if (recalculate) {
    const scope: StudentScope = doyangId === null ? { network: true } : { doyangId };
    const doyangIds = scopeDoyangsSql(scope);
    await storeLight(db, exam.id, await computeLight(db, exam, scope, today), { doyangIds, replaceDoyang: doyangId });
    return;
  }
  if (doyangId !== null && (await hasRun(db, exam.id, doyangId))) return;
  const scope: StudentScope = doyangId === null ? { missingFrom: exam.id } : { doyangId };
  await storeLight(db, exam.id, await computeLight(db, exam, scope, today), { doyangIds: scopeDoyangsSql(scope) });
}
