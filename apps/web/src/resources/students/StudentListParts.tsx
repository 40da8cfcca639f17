import { MSG } from '@doyang/domain';
import { Box, Chip } from '@mui/material';
import { useEffect } from 'react';
import { TopToolbar, useListContext } from 'react-admin';
import { NewButton } from '../shared/NewButton.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { StudentCsvButtons } from './StudentCsvButtons.tsx';
import { saveStudentFilters } from './student-filters.ts';

export type StudentRow = {
  id: number;
  full_name: string;
  birth_date: string | null;
  active: boolean;
  is_debtor: boolean;
  degree: { name: string } | null;
  doyang: { name: string } | null;
};

/** Debtors are marked; students who left are greyed (and say 'DADO DE BAJA'). */
export const rowSx = (r: StudentRow) =>
  r.is_debtor ? { bgcolor: 'rgba(211, 47, 47, 0.07)' } : r.active ? {} : { '& td': { color: 'text.secondary' } };

export const NameCell = ({ r }: { r: StudentRow }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
    <span>{r.full_name}</span>
    {!r.active && <Chip size="small" label={MSG.studentInactive} data-testid="student-inactive" />}
    {r.is_debtor && <Chip size="small" color="error" variant="outlined" label="Deudor" data-testid="student-debtor" />}
  </Box>
);

/** Keeps the filters in browser storage as they change (restored on the next visit). */
export const RememberFilters = ({ userId }: { userId: number }) => {
  const { filterValues } = useListContext();
  useEffect(() => saveStudentFilters(userId, filterValues), [userId, filterValues]);
  return null;
};

/** 'CSV de alumnos', 'CSV de inactivos' (of the route's or the filtered doyang) and 'Nuevo alumno'. */
export const ListActions = ({ doyangId }: { doyangId: number | null }) => {
  const { filterValues } = useListContext();
  const { canCreate } = useAreaPermissions('students');
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <StudentCsvButtons doyangId={doyangId ?? (filterValues.doyang_id as number | undefined) ?? null} />
      {canCreate && <NewButton label="Nuevo alumno" />}
    </TopToolbar>
  );
};
