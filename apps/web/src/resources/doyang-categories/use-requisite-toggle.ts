import { MSG } from '@doyang/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { type CategoryRequisite, requisitesApi } from './requisites-api.ts';

/**
 * Whether a doyang meets a requisite. The call sends every doyang that meets it; the box flips at once in the
 * list cached under `listKey`, reverts on failure and is read back from the server either way.
 */
export function useRequisiteToggle(listKey: QueryKey) {
  const requisites = useApi(requisitesApi);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toggle = useMutation({
    mutationFn: ({ requisite, met }: { requisite: CategoryRequisite; met: number[] }) =>
      requisites.update(requisite.id, { doyangs: met }),
    onMutate: ({ requisite, met }) => {
      // A refetch still in flight (after adding a requisite) would land later and undo the flip.
      void queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<CategoryRequisite[]>(listKey);
      queryClient.setQueryData<CategoryRequisite[]>(listKey, (old) =>
        old?.map((r) => (r.id === requisite.id ? { ...r, doyangs: met } : r)),
      );
      return { before };
    },
    onError: (_e, _v, context) => {
      queryClient.setQueryData(listKey, context?.before);
      notify(MSG.modifyError, { type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return (requisite: CategoryRequisite, doyangId: number, checked: boolean) => {
    const current =
      queryClient.getQueryData<CategoryRequisite[]>(listKey)?.find((r) => r.id === requisite.id)?.doyangs ?? requisite.doyangs;
    const met = checked ? [...new Set([...current, doyangId])] : current.filter((id) => id !== doyangId);
    toggle.mutate({ requisite, met: met.sort((a, b) => a - b) });
  };
}
