import type { DoyangGroupAnswer, GroupPersonAnswer } from '@doyang/domain';
import { AutocompleteInput, useRecordContext } from 'react-admin';
import type { QueryValue } from '../../providers/api.ts';
import { useListAll } from '../shared/use-list-all.ts';

type Props = { source: string; query: Record<string, QueryValue>; current: 'responsible' | 'certifier' };

/** A person selector (GET /api/users with the query) that keeps showing the stored one if no longer offered. */
export const GroupPersonInput = ({ source, query, current }: Props) => {
  const record = useRecordContext<DoyangGroupAnswer>();
  const { data = [], isPending } = useListAll<Pick<GroupPersonAnswer, 'id' | 'full_name_honorific'>>('users', query);
  const person = record?.[current];
  const choices = person && !data.some((u) => u.id === person.id) ? [person, ...data] : data;
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      optionText="full_name_honorific"
      isPending={isPending}
      fullWidth
      noOptionsText="Sin coincidencias"
    />
  );
};
