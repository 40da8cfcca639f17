import { examReadiness, GENERAL_DIRECTION_DOYANG_ID, MSG } from '@doyang/domain';
import type { Db } from '../../db/client.ts';
import { notFound, validationError } from '../../http/errors.ts';
import {
  clearStale,
  examById,
  hasResults,
  type LightExam,
  type LightResult,
  nextExam,
  readinessRequirements,
  type StudentScope,
  storeResults,
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
  return students.map((s) => {
    const light = examReadiness({ exam_date: exam.date, requirements, student: s.student });
    return { user_id: s.id, doyang_id: s.doyang_id, colour: light.colour, reasons: light.reasons.map((r) => r.text) };
  });
}

/**
 * The snapshot the rows are read from. `recalculate` computes the scope again and replaces its rows in one
 * transaction (upserted, then the rows it did not write removed). Otherwise what is stored is used; what is missing (a doyang, or for the network every doyang without
 * rows for this exam) is computed and stored first.
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
    const results = await computeLight(db, exam, scope, today);
    await db.transaction(async (tx) => {
      await storeResults(tx as unknown as Db, exam.id, results);
      await clearStale(tx as unknown as Db, exam.id, doyangId);
    });
    return;
  }
  if (doyangId !== null && (await hasResults(db, exam.id, doyangId))) return;
  const scope: StudentScope = doyangId === null ? { missingFrom: exam.id } : { doyangId };
  await storeResults(db, exam.id, await computeLight(db, exam, scope, today));
}
