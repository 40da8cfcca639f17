import { todayYmd } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../providers/use-api.ts';
import { doyangsApi } from '../../resources/doyangs/doyangs-api.ts';
import { timeApi } from '../../resources/shared/time-api.ts';

/** One call for every card (GET /api/doyangs?front_page=1) plus the server's date for the ages. */
export function useHomeData() {
  const api = useApi(doyangsApi);
  const clock = useApi(timeApi);
  const doyangs = useQuery({
    queryKey: ['doyangs', 'front_page'],
    queryFn: () => api.frontPage(),
  });
  const time = useQuery({
    queryKey: ['time'],
    queryFn: () => clock.now(),
    staleTime: 5 * 60_000,
  });
  return {
    doyangs: doyangs.data ?? [],
    today: time.data?.today ?? todayYmd(new Date(), time.data?.time_zone),
    isPending: doyangs.isPending,
    error: doyangs.error,
  };
}
