import { MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { Holiday, HolidayAnswer } from './configuration-types.ts';
import { fieldError } from './use-configuration.ts';

type Errors = { name?: string; start_date?: string; end_date?: string };

/** Adds a network-wide holiday: name, first day and (for several days) last day. */
export const AddHolidayForm = ({ onAdded }: { onAdded: (holiday: Holiday) => void }) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const add = useMutation({
    mutationFn: async () => {
      const data = { name, start_date: start, end_date: end || undefined };
      return (await dataProvider.create('holidays', { data })).data as unknown as HolidayAnswer;
    },
    onSuccess: (answer) => {
      notify(answer.message || MSG.holidayAdded, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['holidays'] });
      onAdded(answer.data);
      setName('');
      setStart('');
      setEnd('');
      setErrors({});
    },
    onError: (error) => {
      setErrors({
        name: fieldError(error, 'name'),
        start_date: fieldError(error, 'start_date'),
        end_date: fieldError(error, 'end_date'),
      });
      notify(MSG.holidayAddError, { type: 'error' });
    },
  });

  const field = (key: keyof Errors) => ({ error: Boolean(errors[key]), helperText: errors[key] ?? ' ', size: 'small' as const });
  return (
    <Box
      component="form"
      aria-label="Agregar día festivo"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}
    >
      <TextField
        label="Nombre del día festivo"
        value={name}
        onChange={(e) => setName(e.target.value.toUpperCase())}
        fullWidth={false}
        sx={{ flex: '1 1 240px' }}
        {...field('name')}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'holiday-name' } }}
      />
      <TextField
        label="Desde"
        type="date"
        fullWidth={false}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        {...field('start_date')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'holiday-start' } }}
      />
      <TextField
        label="Hasta (opcional)"
        type="date"
        fullWidth={false}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        {...field('end_date')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'holiday-end' } }}
      />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={add.isPending} sx={{ mt: 0.25 }}>
        Agregar día festivo
      </Button>
    </Box>
  );
};
