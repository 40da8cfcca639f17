import { todayYmd } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';

/** The server's calendar day (ages, minors and adults are decided on it), the browser's until it answers. */
export function useToday(): string {
  const dataProvider = useDataProvider<AppDataProvider>();
  const time = useQuery({ queryKey: ['time'], queryFn: () => dataProvider.serverTime(), staleTime: 5 * 60_000 });
  return time.data?.today ?? todayYmd();
}
