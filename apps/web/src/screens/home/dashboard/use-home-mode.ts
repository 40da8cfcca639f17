import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../providers/use-api.ts';
import { homePreferenceApi, storedOldHome, storeOldHome } from './home-mode.ts';

/**
 * Whether Home is the old one: the browser's stored choice at once; a browser without one asks the person's saved
 * preference first (null until it answers) and keeps it.
 */
export function useHomeMode(): { oldHome: boolean | null } {
  const api = useApi(homePreferenceApi);
  const stored = storedOldHome();
  const saved = useQuery({
    queryKey: ['home_preference'],
    queryFn: async () => {
      const answer = await api.get();
      storeOldHome(answer.old_home);
      return answer;
    },
    enabled: stored === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (stored !== null) return { oldHome: stored };
  if (saved.isError) return { oldHome: false };
  return { oldHome: saved.data?.old_home ?? null };
}
