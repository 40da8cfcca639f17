import { canWriteDuty, DEFAULT_PAGE_SIZE, type MonthlyDutyAnswer } from '@doyang/domain';
import { Typography } from '@mui/material';
import { DataTable, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { doyangFilter } from '../shared/DoyangFilter.tsx';
import { NewButton } from '../shared/NewButton.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { DutyDoneToggle } from './DutyDoneToggle.tsx';
import { DutyDoyangsButton } from './DutyDoyangsButton.tsx';
import { DutyName } from './DutyName.tsx';
import { DutyRowActions } from './DutyRowActions.tsx';
import { useDutyScope } from './duty-scope.ts';
import { dutyTarget } from './duty-target.ts';

const TITLE = 'Tareas Bimestrales';

/**
 * MonthlyDutyIndex (spec 02 §2): column Tarea, 20 a page, search, latest due date first. General direction
 * sees every duty and, from its 'Hecha por' count, the doyangs that did it and those that did not; others see their
 * selected doyang's duties with its 'Hecha' mark.
 */
export const MonthlyDutyList = () => {
  const { user, generalDirection, doyangId, doyangName, canCreate, redirect } = useDutyScope();
  if (redirect || !user) return <Navigate to="/" replace />;
  const editable = (r: MonthlyDutyAnswer) => canWriteDuty(user, r, 'update');
  return (
    <RefusingList
      above={
        <>
          <PageHeading>{TITLE}</PageHeading>
          {doyangName && (
            <Typography variant="subtitle2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }} data-testid="duties-doyang">
              {doyangName}
            </Typography>
          )}
        </>
      }
      key={doyangId ?? 'all'}
      resource="monthly_duties"
      title={TITLE}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'due_date', order: 'DESC' }}
      debounce={800}
      filter={doyangId ? { doyang_id: doyangId } : undefined}
      storeKey={doyangId ? `monthly_duties.${doyangId}` : 'monthly_duties.all'}
      queryOptions={generalDirection ? { meta: { append: 'doyangs_done,doyangs_not_done' } } : undefined}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      // General direction narrows the network's duties to those concerning one doyang (sent to all or its own).
      filters={[<SearchInput key="q" source="q" alwaysOn />, ...(generalDirection ? [doyangFilter] : [])]}
      actions={<TopToolbar>{canCreate && <NewButton label="Nueva tarea" />}</TopToolbar>}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => (editable(record as MonthlyDutyAnswer) ? 'edit' : false)}
      >
        <DataTable.Col
          source="name"
          label="Tarea"
          render={(r: MonthlyDutyAnswer) => <DutyName name={r.name} superImportant={r.super_important} />}
        />
        <DataTable.Col
          source="due_date"
          label="Fecha límite"
          render={(r: MonthlyDutyAnswer) => r.parsed_due_date}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <DataTable.Col label="Para" disableSort render={dutyTarget} />
        {generalDirection ? (
          <DataTable.Col label="Hecha por" disableSort align="center">
            <DutyDoyangsButton />
          </DataTable.Col>
        ) : (
          <DataTable.Col label="Hecha" disableSort align="center">
            {doyangId && <DutyDoneToggle doyangId={doyangId} />}
          </DataTable.Col>
        )}
        <DataTable.Col label="" align="right" sx={{ width: 48 }}>
          <DutyRowActions />
        </DataTable.Col>
      </DataTable>
    </RefusingList>
  );
};
