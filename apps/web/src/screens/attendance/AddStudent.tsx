import { MSG, type RosterGroupAnswer } from '@doyang/domain';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';
import type { StudentOption } from './attendance-types.ts';
import { ROSTER_SEARCH_DEBOUNCE_MS } from './use-roster.ts';

/** Shown after a student joins the group (the spec has no text for it). */
export const STUDENT_ADDED = 'El alumno se agregó al grupo.';

/**
 * The add-student selector: active students of the group's doyang (any doyang for a selective group of
 * general direction), searched by name. A student already in the group is refused by the server with
 * 'El estudiante ya se encuentra en el grupo'.
 */
export const AddStudent = ({ group, anyDoyang }: { group: RosterGroupAnswer; anyDoyang: boolean }) => {
  const api = useAttendanceApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const name = useDebouncedValue(text.trim(), ROSTER_SEARCH_DEBOUNCE_MS);
  const doyangId = anyDoyang ? null : group.doyang_id;
  const options = useQuery({
    queryKey: ['users', 'add-student', doyangId, name],
    queryFn: () => api.searchStudents(doyangId, name),
    enabled: open,
    staleTime: 30_000,
  });

  const add = async (student: StudentOption) => {
    setBusy(true);
    try {
      await api.addStudent(group.id, student.id);
      notify(STUDENT_ADDED, { type: 'success' });
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['roster', group.id] });
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Autocomplete<StudentOption>
      options={options.data?.data ?? []}
      loading={options.isFetching || text.trim() !== name}
      value={null}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_, value) => value && add(value)}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.full_name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, o) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}
        >
          <span>{o.full_name}</span>
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
            {[o.degree?.name, o.doyang_group_id === group.id ? 'ya está en este grupo' : null].filter(Boolean).join(' · ')}
          </Box>
        </Box>
      )}
      disabled={busy}
      noOptionsText="Sin coincidencias"
      loadingText="Buscando…"
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Agregar alumno al grupo"
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'add-student' } }}
        />
      )}
    />
  );
};
