import { todayYmd } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../providers/use-api.ts';
import { timeApi } from './time-api.ts';

/** The server's calendar day (ages, minors and adults are decided on it), the browser's until it answers. */
export function useToday(): string {
  const time = useApi(timeApi);
  const answer = useQuery({ queryKey: ['time'], queryFn: () => time.now(), staleTime: 5 * 60_000 });
  return answer.data?.today ?? todayYmd();
}
