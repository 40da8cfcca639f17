import { type ConfigurationRowAnswer, type ConfigurationSavedAnswer, fillMessage, MSG, withReason } from '@doyang/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { useListAll } from '../../resources/shared/use-list-all.ts';

export const CONFIGURATION = 'configuration';

/** Every configuration row (GET /api/configuration), cached under ['configuration', 'listAll', {}]. */
export function useConfiguration() {
  return useListAll<ConfigurationRowAnswer>(CONFIGURATION);
}

/** The stored value of configuration `id` among the loaded rows. */
export const settingValue = (rows: ConfigurationRowAnswer[], id: number) => rows.find((r) => r.id === id)?.value;

/** The text the server gave for `field` in a 422 (react-admin's HttpError body after toFormErrors). */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const text = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors?.[field];
  return typeof text === 'string' ? text : undefined;
}

/** The bimester texts of spec 03 §8 for ids 1 and 2; a clear text with the label for the others. */
const savedText = (label: string, answer: ConfigurationSavedAnswer) =>
  answer.message ?? fillMessage(MSG.configurationSaved, { label });
const failedText = (id: number, label: string) =>
  id === 1 ? MSG.bimesterStartError : id === 2 ? MSG.bimesterEndError : fillMessage(MSG.configurationSaveError, { label });

/**
 * One PUT /api/configuration/{id} {id, value} per change. The cached row follows the answer; a refusal
 * leaves it as it was (the field reverts) and the server's reason comes back to the field.
 */
export function useSaveSetting(id: number, label: string) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (value: string | null) => {
      const { data } = await dataProvider.update<ConfigurationSavedAnswer>(CONFIGURATION, {
        id,
        data: { id, value },
        previousData: { id } as ConfigurationSavedAnswer,
      });
      return data;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<ConfigurationRowAnswer[]>([CONFIGURATION, 'listAll', {}], (rows) =>
        rows?.map((r) => (r.id === id ? { id: r.id, name: r.name, value: answer.value } : r)),
      );
      // The bimester start and end also move the stored bimester they bound.
      if (id === 1 || id === 2) queryClient.invalidateQueries({ queryKey: ['bimesters'] });
      notify(savedText(label, answer), { type: 'success' });
    },
    onError: (error) => {
      const reason = fieldError(error, 'value');
      notify(withReason(failedText(id, label), reason), { type: 'error' });
    },
  });
}
