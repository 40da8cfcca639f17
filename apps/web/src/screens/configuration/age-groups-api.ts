import type { TournamentAgeGroupAnswer } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';

/** GET /api/tournament_age_groups: the tournaments' age groups (INFANTIL, JUVENIL, ADULTOS…). */
export type AgeGroup = TournamentAgeGroupAnswer;

export const ageGroupsApi = resourceClient<AgeGroup, { name: string }>('tournament_age_groups');
