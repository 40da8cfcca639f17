import { todayYmd } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';

/** One call for every card (GET /api/doyangs?front_page=1) plus the server's date for the ages. */
export function useHomeData() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const doyangs = useQuery({
    queryKey: ['doyangs', 'front_page'],
    queryFn: () => dataProvider.frontPageDoyangs(),
  });
  const time = useQuery({
    queryKey: ['time'],
    queryFn: () => dataProvider.serverTime(),
    staleTime: 5 * 60_000,
  });
  return {
    doyangs: doyangs.data ?? [],
    today: time.data?.today ?? todayYmd(),
    isPending: doyangs.isPending,
    error: doyangs.error,
  };
}
