import { type ExpenseAnswer, formatDayMonYear } from '@doyang/domain';
import { Chip } from '@mui/material';
import {
  DataTable,
  EditButton,
  FunctionField,
  Pagination,
  ReferenceField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { DeleteRecordButton } from '../shared/DeleteRecordButton.tsx';
import { doyangFilter } from '../shared/DoyangFilter.tsx';
import { formatMXN } from '../shared/money.ts';
import { NewButton } from '../shared/NewButton.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';

/**
 * GASTOS (/expenses, ExpenseIndex, spec 03 §2): the selected doyang's expenses, newest first, 20 a page: day, name,
 * amount and whether it is fixed. General direction without a selected doyang sees every doyang's, with their doyang.
 */
export const ExpenseList = () => {
  const { selected } = useSelectedDoyang();
  const gd = useIsGeneralDirection();
  const { canCreate, canUpdate, canDelete } = useAreaPermissions('expenses');
  if (!selected && !gd) return <Navigate to="/" replace />;
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar gasto" />, ...(selected ? [] : [doyangFilter])];
  return (
    <RefusingList
      key={selected?.id ?? 0}
      above={<PageHeading>{selected ? `GASTOS · ${selected.name}` : 'GASTOS'}</PageHeading>}
      resource="expenses"
      title="GASTOS"
      perPage={20}
      sort={{ field: 'date', order: 'DESC' }}
      filter={selected ? { doyang_id: selected.id } : {}}
      filters={filters}
      debounce={500}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      actions={<TopToolbar>{canCreate && <NewButton />}</TopToolbar>}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false}>
        <DataTable.Col source="date" label="Fecha" sx={{ whiteSpace: 'nowrap' }}>
          <FunctionField render={(e: ExpenseAnswer) => formatDayMonYear(e.date)} />
        </DataTable.Col>
        <DataTable.Col source="name" label="Nombre" />
        {!selected && (
          <DataTable.Col source="doyang_id" label="Doyang" disableSort>
            <ReferenceField source="doyang_id" reference="doyangs" link={false}>
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
        )}
        <DataTable.Col source="amount" label="Monto" align="right" sx={{ whiteSpace: 'nowrap' }}>
          <FunctionField render={(e: ExpenseAnswer) => formatMXN(e.amount)} />
        </DataTable.Col>
        <DataTable.Col source="is_fixed_expense" label="Gasto fijo" disableSort>
          <FunctionField
            render={(e: ExpenseAnswer) =>
              e.is_fixed_expense ? <Chip size="small" label="FIJO" color="info" /> : <Chip size="small" label="VARIABLE" />
            }
          />
        </DataTable.Col>
        {(canUpdate || canDelete) && (
          <DataTable.Col label="Acciones" align="right" sx={{ whiteSpace: 'nowrap' }}>
            {canUpdate && <EditButton />}
            {canDelete && <DeleteRecordButton />}
          </DataTable.Col>
        )}
      </DataTable>
    </RefusingList>
  );
};
