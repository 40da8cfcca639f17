import { formatDayMonYear } from '@doyang/domain';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, Loading, Pagination } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { StudentFilters } from './StudentFilters.tsx';
import { ListActions, NameCell, RememberFilters, rowSx, type StudentRow } from './StudentListParts.tsx';
import {
  FILTER_RESTORE_DELAY_MS,
  type StudentFilters as Filters,
  loadStudentFilters,
  STUDENT_SEARCH_DEBOUNCE_MS,
  startFilters,
} from './student-filters.ts';
import { rememberStudentIndex, useStudentScope } from './student-scope.ts';

/** StudentIndex 'ALUMNOS MDK' (spec 02 §2): all doyangs for general direction, else the selected doyang. */
export const StudentList = () => {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const { generalDirection, doyangId, selected, redirect } = useStudentScope();
  const { canUpdate } = useAreaPermissions('students');
  const [start, setStart] = useState<{ key: string; filters: Filters } | null>(null);
  const userId = user?.id;
  const key = `${userId}|${search}`;

  // Once per visit (and per route): the saved filters come back after FILTER_RESTORE_DELAY_MS.
  useEffect(() => {
    rememberStudentIndex(`${pathname}${search}`);
    if (start?.key === key) return;
    const saved = userId ? loadStudentFilters(userId) : null;
    const apply = () => setStart({ key, filters: startFilters(saved, doyangId, generalDirection) });
    if (!saved) return apply();
    const timer = setTimeout(apply, FILTER_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, start, userId, pathname, search, doyangId, generalDirection]);
  const initial = start?.key === key ? start.filters : null;

  if (redirect || !user) return <Navigate to="/" replace />;
  const fixedDoyang = generalDirection ? null : doyangId;
  const subtitle = fixedDoyang ? (selected?.id === fixedDoyang ? selected.name : null) : null;

  const heading = (
    <>
      <PageHeading>ALUMNOS MDK</PageHeading>
      {subtitle && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }} data-testid="students-doyang">
          {subtitle}
        </Typography>
      )}
    </>
  );

  return initial === null ? (
    <>
      {heading}
      <Loading />
    </>
  ) : (
    <RefusingList
      above={heading}
      key={search}
      resource="students"
      title="ALUMNOS MDK"
      perPage={20}
      sort={{ field: 'degree_id', order: 'ASC' }}
      filter={fixedDoyang ? { doyang_id: fixedDoyang } : undefined}
      filterDefaultValues={initial}
      debounce={STUDENT_SEARCH_DEBOUNCE_MS}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ meta: { with: 'degree,doyang' } }}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      actions={<ListActions doyangId={fixedDoyang} />}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <RememberFilters userId={user.id} />
      <StudentFilters generalDirection={generalDirection} />
      <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false} rowSx={rowSx}>
        <DataTable.Col source="full_name" label="Nombre" render={(r: StudentRow) => <NameCell r={r} />} />
        <DataTable.Col
          source="degree_id"
          label="Grado"
          render={(r: StudentRow) => r.degree?.name ?? ''}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <DataTable.Col
          source="birth_date"
          label="Fecha de nacimiento"
          render={(r: StudentRow) => formatDayMonYear(r.birth_date)}
          sx={{ whiteSpace: 'nowrap' }}
        />
        {generalDirection && <DataTable.Col source="doyang_id" label="Doyang" render={(r: StudentRow) => r.doyang?.name ?? ''} />}
      </DataTable>
    </RefusingList>
  );
};
