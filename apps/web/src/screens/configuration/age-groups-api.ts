import { resourceClient } from '../../providers/api-client.ts';

/** GET /api/tournament_age_groups: the tournaments' age groups (INFANTIL, JUVENIL, ADULTOS…). */
export type AgeGroup = { id: number; name: string };

export const ageGroupsApi = resourceClient<AgeGroup, { name: string }>('tournament_age_groups');
