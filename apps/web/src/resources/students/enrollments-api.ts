import type { EnrollmentAnswer, EnrollmentUpdateBody } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';

/** A stay's dates are corrected or the stay deleted on its own resource (general direction only). */
export const enrollmentsApi = resourceClient<EnrollmentAnswer, EnrollmentUpdateBody>('enrollments');
