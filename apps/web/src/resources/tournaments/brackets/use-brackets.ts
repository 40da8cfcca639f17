import type { BracketAnswer, BracketDeletedAnswer, BracketsDeletedAnswer, WithBracketAnswer } from '@doyang/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { apiFetch } from '../../../providers/api.ts';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { type BracketsTournament, bracketsApi } from './brackets-api.ts';

const key = (id: number, competition: number | undefined) => ['tournament-brackets', id, competition ?? 0] as const;

/** The tournament with its brackets for one competition, once the competition is known (never every competition). */
export function useBracketsTournament(id: number, competition: number | undefined) {
  const api = useApi(bracketsApi);
  return useQuery({
    queryKey: key(id, competition),
    queryFn: () => api.tournament(id, competition as number),
    enabled: competition !== undefined,
  });
}

/** Premiaciones de doyang from the brackets, read when its tab is open (writes mark it stale, so it reads again). */
export function useBracketStandings(id: number) {
  const api = useApi(bracketsApi);
  return useQuery({ queryKey: ['tournament-brackets', id, 'standings'], queryFn: () => api.standings(id) });
}

/**
 * Writes on the brackets: the answer's bracket replaces the one shown (a decision shows at once); a write that changes
 * which brackets exist reads the list again. Failures show the server's text; a 409 (someone decided first) reloads
 * that bracket.
 */
export function useBracketActions(id: number, competition: number | undefined) {
  const api = useApi(bracketsApi);
  const client = useQueryClient();
  const notify = useNotify();
  const replace = useCallback(
    (bracket: BracketAnswer) =>
      client.setQueryData<BracketsTournament>(key(id, competition), (old) =>
        old ? { ...old, graphs: old.graphs.map((g) => (g.id === bracket.id ? bracket : g)) } : old,
      ),
    [client, id, competition],
  );
  const reload = useCallback(() => client.invalidateQueries({ queryKey: ['tournament-brackets', id] }), [client, id]);
  return useMemo(() => {
    /** Runs a call; `whole` reads every bracket again after it, else the answered bracket replaces its old self. */
    async function run(
      call: () => Promise<WithBracketAnswer | BracketDeletedAnswer | BracketsDeletedAnswer>,
      o: { whole?: boolean; bracketId?: number } = {},
    ): Promise<boolean> {
      try {
        const res = await call();
        notify(res.message, { type: 'success' });
        // Only a bracket's own writes answer it; deletes answer a banner (and a count).
        const bracket = 'data' in res && 'id' in res.data ? res.data : null;
        if (o.whole || !bracket) await reload();
        else {
          replace(bracket);
          // Standings and the tables follow the places.
          void client.invalidateQueries({ queryKey: ['tournament-brackets', id], refetchType: 'none' });
        }
        return true;
      } catch (e) {
        notify(errorText(e, 'Hubo un error al guardar los datos, intentalo mas tarde'), { type: 'error' });
        if (e instanceof HttpError && e.status === 409 && o.bracketId)
          replace(await apiFetch<BracketAnswer>(`/tournament_graphs/${o.bracketId}`));
        return false;
      }
    }
    return {
      run,
      reload,
      decide: (bracket: BracketAnswer, winner: number, loser: number) =>
        run(() => api.winner(bracket.id, winner, loser), { bracketId: bracket.id }),
      prized: (bracket: BracketAnswer, seatId: number, prized: boolean) =>
        run(() => api.prized(seatId, prized), { bracketId: bracket.id }),
      api,
    };
  }, [api, notify, reload, replace, client, id]);
}

export type BracketActions = ReturnType<typeof useBracketActions>;
