import { type HomeDutiesAnswer, type HomeDutyAnswer, MSG } from '@doyang/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { monthlyDutiesApi } from '../../resources/monthly-duties/monthly-duties-api.ts';
import { type HomeListKey, markDoneInHome, tickingDoyang } from './home-duties.ts';

/**
 * The Home column's lists (GET /api/monthly_duties/home) and the tick that marks a duty done. The duty moves
 * to its done list at once and the column refetches; a refusal puts it back with a banner.
 */
export function useHomeDuties(doyangId: number | null, enabled: boolean) {
  const dataProvider = useDataProvider();
  const duties = useApi(monthlyDutiesApi);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = ['monthly_duties', 'home', doyangId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => duties.home(doyangId),
    enabled,
  });
  const tick = useMutation({
    mutationFn: ({ duty, list, home }: { duty: HomeDutyAnswer; list: HomeListKey; home: HomeDutiesAnswer }) => {
      const doyang_id = tickingDoyang(list, home);
      return dataProvider.update('monthly_duties', {
        id: duty.id,
        data: { id: duty.id, monthly_duty_id: duty.id, doyang_id, done: true },
        previousData: duty,
      });
    },
    onMutate: async ({ duty, list }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<HomeDutiesAnswer>(key);
      queryClient.setQueryData<HomeDutiesAnswer>(key, (old) => (old ? markDoneInHome(old, duty, list) : old));
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
      notify(MSG.modifyError, { type: 'error' });
    },
    onSettled: () =>
      // The doyang cards count done and pending duties too.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['monthly_duties'] }),
        queryClient.invalidateQueries({ queryKey: ['doyangs', 'front_page'] }),
      ]),
  });
  return { query, tick };
}
