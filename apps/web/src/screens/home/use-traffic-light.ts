import type { ReadinessColour, TrafficLightPageAnswer } from '@doyang/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { trafficLightApi } from './traffic-light-api.ts';

/** The dialog's state: colour filter, page, the page's answer, and a recalculation that refreshes it. */
export function useTrafficLight(doyangId: number) {
  const api = useApi(trafficLightApi);
  const queryClient = useQueryClient();
  const [colour, setColourState] = useState<ReadinessColour | null>(null);
  const [page, setPage] = useState(1);
  const [recalculated, setRecalculated] = useState(false);
  const query = useQuery({
    queryKey: ['traffic_light', doyangId, colour, page],
    queryFn: () => api.rows(doyangId, { colour, page }),
    placeholderData: keepPreviousData,
    // 'No hay examen siguiente' and refusals are answers, not hiccups: shown at once, never retried.
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });
  const setColour = (c: ReadinessColour | null) => {
    setColourState(c);
    setPage(1);
  };
  const recalculate = async () => {
    const fresh = await api.rows(doyangId, { colour, page: 1, recalculate: true });
    await queryClient.invalidateQueries({ queryKey: ['traffic_light', doyangId] });
    queryClient.setQueryData<TrafficLightPageAnswer>(['traffic_light', doyangId, colour, 1], fresh);
    setPage(1);
    setRecalculated(true);
  };
  return { query, colour, setColour, page, setPage, recalculated, setRecalculated, recalculate };
}
