import { PERMISSION_ROLES, type UsersPageAnswer } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { useApi } from '../../providers/use-api.ts';
import { PickerField } from './PickerField.tsx';

/** The field's value: a list row, or the person a record names. */
export type StaffPerson = { id: number; full_name: string; full_name_honorific?: string | null };

const staffApi = {
  /** Active staff of the roles a permission can name (spec 03 §7's user index: active=1 and the role list). */
  search: (text: string) =>
    apiFetch<UsersPageAnswer>(
      `/users${buildQuery({ active: 1, role_id: PERMISSION_ROLES.join(','), search: text || undefined, paginate: 1, perPage: 20 })}`,
    ),
};

type Props = {
  label: string;
  testId: string;
  value: StaffPerson | null;
  onChange: (person: StaffPerson | null) => void;
  error?: string;
};

/** Pick an active staff member by typing part of their name (an area responsible, a zone responsible). */
export const StaffSearchField = ({ label, testId, value, onChange, error }: Props) => {
  const api = useApi(staffApi);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 500);
  const found = useQuery({ queryKey: ['staff-search', search], queryFn: () => api.search(search) });
  return (
    <PickerField
      label={label}
      testId={testId}
      options={found.data?.data ?? (value ? [value] : [])}
      loading={found.isFetching}
      value={value}
      onChange={onChange}
      onInputChange={setText}
      optionLabel={(p) => p.full_name_honorific || p.full_name}
      error={error}
    />
  );
};
