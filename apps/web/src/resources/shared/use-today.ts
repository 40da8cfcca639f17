import { APP_TIME_ZONE, todayYmd } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../providers/use-api.ts';
import { timeApi } from './time-api.ts';

function useServerTime() {
  const time = useApi(timeApi);
  return useQuery({ queryKey: ['time'], queryFn: () => time.now(), staleTime: 5 * 60_000 });
}

/** The server's calendar day (ages, minors and adults are decided on it), the browser's until it answers. */
export function useToday(): string {
  const answer = useServerTime();
  return answer.data?.today ?? todayYmd(new Date(), answer.data?.time_zone);
}

/** The product's time zone (APP_TIMEZONE), which instants are shown in; Mexico City's until the server answers. */
export function useTimeZone(): string {
  return useServerTime().data?.time_zone ?? APP_TIME_ZONE;
}
