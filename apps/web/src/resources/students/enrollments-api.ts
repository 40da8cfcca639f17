import type { EnrollmentUpdateBody } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';

/** One stay of a student at a doyang, as GET /api/users/{id}?with=enrollments answers it. */
export type Enrollment = { id: number; doyang_name: string | null; enrollment_date: string; disenroll_date: string | null };

/** A stay's dates are corrected or the stay deleted on its own resource (general direction only). */
export const enrollmentsApi = resourceClient<Enrollment, EnrollmentUpdateBody>('enrollments');
