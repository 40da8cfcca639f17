import { formatDayMonYear, MSG } from '@doyang/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { SectionCard } from '../../resources/shared/SectionCard.tsx';
import { useListAll } from '../../resources/shared/use-list-all.ts';
import { useToday } from '../../resources/shared/use-today.ts';
import { AddHolidayForm } from './AddHolidayForm.tsx';
import type { Holiday, HolidayAnswer } from './configuration-types.ts';
import { YearSelect } from './YearSelect.tsx';

/** Network-wide holidays (no group) of one year: listed, added, deleted (spec 03 §2, §8 texts). */
export const HolidaySection = () => {
  const today = useToday();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const params = { general: 1, start_date: `${year}-01-01`, end_date: `${year}-12-31` };
  const holidays = useListAll<Holiday>('holidays', params);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Holiday | null>(null);

  const remove = useMutation({
    mutationFn: async (h: Holiday) =>
      (await dataProvider.delete('holidays', { id: h.id, previousData: h })).data as unknown as HolidayAnswer,
    onSuccess: () => {
      notify(MSG.holidayDeleted, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['holidays'] });
    },
    onError: () => notify(MSG.holidayDeleteError, { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  const list = holidays.data ?? [];
  return (
    <SectionCard
      title="DÍAS FESTIVOS"
      testId="settings-holidays"
      action={<YearSelect year={year} years={[thisYear - 2, thisYear - 1, thisYear, thisYear + 1]} onChange={setYear} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Días sin clase en todos los grupos de la red: sus faltas no cuentan.
      </Typography>
      <Table size="small" aria-label="Días festivos" data-testid="holidays">
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            <TableCell>Desde</TableCell>
            <TableCell>Hasta</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((h) => (
            <TableRow key={h.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(h.start_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(h.end_date)}</TableCell>
              <TableCell align="right" padding="checkbox">
                <IconButton size="small" color="error" aria-label={`Eliminar ${h.name}`} onClick={() => setDeleting(h)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {!holidays.isPending && !list.length && (
            <TableRow>
              <TableCell colSpan={4}>No hay días festivos en {year}.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <AddHolidayForm onAdded={(h) => setYear(Number(h.start_date.slice(0, 4)))} />
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title="Eliminar día festivo"
        content={MSG.confirmDeleteElement}
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
};
