/**
 * Screens that are views of another API resource (spec 02 §3): StudentIndex, ProfessorIndex and SinodalIndex
 * over /api/users, SelectiveGroupIndex over /api/doyang_groups. Every other screen is named after its resource,
 * and every API resource after its table.
 */
const SCREEN_RESOURCES: Record<string, string> = {
  students: 'users',
  professors: 'users',
  sinodals: 'users',
  selective_groups: 'doyang_groups',
};

export const apiResourceOf = (screen: string): string => SCREEN_RESOURCES[screen] ?? screen;
