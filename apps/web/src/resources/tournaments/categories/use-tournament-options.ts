import { useListAll } from '../../shared/use-list-all.ts';
import type { TournamentOption } from './tournament-categories-api.ts';

/** Every tournament, newest first: the categories screen and form pick one. */
export const useTournamentOptions = () => useListAll<TournamentOption>('tournaments', { 'orderBy[date]': 'desc' });
