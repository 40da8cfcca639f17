import type { DoyangListItemAnswer, UserListItemAnswer } from '@doyang/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useApi } from '../../providers/use-api.ts';
import { PickerField } from '../shared/PickerField.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import type { SaleClient } from './sale-note.ts';
import { salesApi } from './sales-api.ts';

export type ClientKind = SaleClient['kind'];
export type StudentClient = Pick<
  UserListItemAnswer,
  'id' | 'full_name' | 'cellphone' | 'last_covered_month' | 'start_payments_date'
>;

type Props = {
  /** The selling doyang; its students are offered (general direction: every doyang's, null). */
  studentsOf: number | null;
  kinds: ClientKind[];
  kind: ClientKind;
  onKind: (kind: ClientKind) => void;
  student: StudentClient | null;
  onStudent: (student: StudentClient | null) => void;
  client: SaleClient | null;
  onClient: (client: SaleClient | null) => void;
  disabled?: boolean;
};

const KIND_LABELS: Record<ClientKind, string> = { student: 'Alumno', doyang: 'Doyang', public: 'Público general' };

/** Who the note is for: a student of the doyang; general direction may also sell to a doyang or the general public. */
export const ClientPicker = ({ studentsOf, kinds, kind, onKind, student, onStudent, client, onClient, disabled }: Props) => {
  const api = useApi(salesApi);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 500);
  const found = useQuery({
    queryKey: ['sale-students', studentsOf, search],
    queryFn: () => api.students(search, studentsOf),
    enabled: kind === 'student',
  });
  const doyangs = useListAll<DoyangListItemAnswer>('doyangs', {}, kind === 'doyang');
  const doyangValue = client?.kind === 'doyang' ? { id: client.id, name: client.name } : null;
  return (
    <Stack spacing={2}>
      {kinds.length > 1 && (
        <TextField
          select
          label="Vender a"
          value={kind}
          disabled={disabled}
          onChange={(e) => onKind(e.target.value as ClientKind)}
          sx={{ maxWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'sale-client-kind' } }}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {kind === 'student' && (
        <PickerField<StudentClient>
          label="Alumno"
          testId="sale-student"
          options={found.data?.data ?? (student ? [student] : [])}
          loading={found.isFetching}
          value={student}
          onChange={onStudent}
          onInputChange={setText}
          optionLabel={(s) => s.full_name}
          noOptionsText={found.isFetching ? 'Buscando…' : 'Sin coincidencias'}
          sx={{ flex: 1, minWidth: 260 }}
        />
      )}
      {kind === 'doyang' && (
        <PickerField<{ id: number; name: string }>
          label="Doyang"
          testId="sale-client-doyang"
          options={(doyangs.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
          loading={doyangs.isPending}
          value={doyangValue}
          onChange={(d) => onClient(d ? { kind: 'doyang', id: d.id, name: d.name } : null)}
          optionLabel={(d) => d.name}
          sx={{ flex: 1, minWidth: 260 }}
        />
      )}
      {kind === 'public' && (
        <TextField
          label="Nombre del cliente"
          value={client?.kind === 'public' ? client.name : ''}
          disabled={disabled}
          onChange={(e) => {
            const name = e.target.value.toUpperCase();
            onClient(name.trim() ? { kind: 'public', name } : null);
          }}
          sx={{ flex: 1, minWidth: 260 }}
          slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'sale-gp-name' } }}
        />
      )}
    </Stack>
  );
};
