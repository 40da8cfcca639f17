import { type BimesterAddedAnswer, type ConfigurationRowAnswer, MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { DatePickerField } from '../../resources/shared/DatePickerField.tsx';
import { CONFIGURATION, fieldError } from './use-configuration.ts';

/** 'Agregar bimestre': POST /api/bimesters; the new period becomes configuration 1 and 2. */
export const AddBimesterForm = () => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<{ start_date?: string; end_date?: string }>({});

  const add = useMutation({
    mutationFn: async () =>
      (await dataProvider.create('bimesters', { data: { start_date: start, end_date: end } }))
        .data as unknown as BimesterAddedAnswer,
    onSuccess: (answer) => {
      const current = new Map(answer.configuration.map((c) => [c.id, c.value]));
      queryClient.setQueryData<ConfigurationRowAnswer[]>([CONFIGURATION, 'listAll', {}], (rows) =>
        rows?.map((r) => (current.has(r.id) ? { ...r, value: current.get(r.id) ?? null } : r)),
      );
      queryClient.invalidateQueries({ queryKey: ['bimesters'] });
      notify(answer.message || MSG.bimesterAdded, { type: 'success' });
      setStart('');
      setEnd('');
      setErrors({});
    },
    onError: (error) => {
      setErrors({ start_date: fieldError(error, 'start_date'), end_date: fieldError(error, 'end_date') });
      notify(MSG.bimesterAddError, { type: 'error' });
    },
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Agregar bimestre"
      sx={{ mt: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Nuevo bimestre
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DatePickerField
          label="Inicio"
          fullWidth={false}
          size="small"
          value={start}
          onChange={(value) => setStart(value ?? '')}
          error={Boolean(errors.start_date)}
          helperText={errors.start_date ?? ' '}
          testId="new-bimester-start"
        />
        <DatePickerField
          label="Fin"
          fullWidth={false}
          size="small"
          value={end}
          onChange={(value) => setEnd(value ?? '')}
          error={Boolean(errors.end_date)}
          helperText={errors.end_date ?? ' '}
          testId="new-bimester-end"
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={add.isPending} sx={{ mt: 0.25 }}>
          Agregar bimestre
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }}>
        El bimestre agregado pasa a ser el actual y reemplaza a los bimestres guardados con los que se cruza.
      </Typography>
    </Box>
  );
};
