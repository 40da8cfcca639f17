import { registryEntry } from './registry/index.ts';

/**
 * Screens that are views of another API resource (spec 02 §3: StudentIndex, ProfessorIndex and SinodalIndex over
 * /api/users, SelectiveGroupIndex over /api/doyang_groups) say so in their registry entry (`api`). Every other
 * screen is named after its resource, and every API resource after its table.
 */
export const apiResourceOf = (screen: string): string => registryEntry(screen)?.api ?? screen;
