import { canSeeGeneralDirection, type InventoryMoveAnswer, MSG } from '@doyang/domain';
import { Alert, Chip } from '@mui/material';
import { DataTable, FunctionField, Pagination } from 'react-admin';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { MoveFilters } from './MoveFilters.tsx';

type Move = InventoryMoveAnswer;

/**
 * ENTRADAS/SALIDAS (/inventory_moves, InventoryMoveIndex): the selected doyang's moves, newest first, 20 a page, with
 * the product, variant, size, entries/exits, dates and text filters.
 */
export const InventoryMoveList = () => {
  const { selected } = useSelectedDoyang();
  const user = useSessionUser();
  if (!selected && !(user && canSeeGeneralDirection(user))) return <Alert severity="info">{MSG.chooseDoyang}</Alert>;
  return (
    <RefusingList
      above={<PageHeading>{selected ? `ENTRADAS/SALIDAS · ${selected.name}` : 'ENTRADAS/SALIDAS'}</PageHeading>}
      resource="inventory_moves"
      title="ENTRADAS/SALIDAS"
      perPage={20}
      sort={{ field: 'created_at', order: 'DESC' }}
      filter={selected ? { doyang_id: selected.id } : {}}
      queryOptions={{ meta: { with: 'product_size' } }}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      actions={false}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <MoveFilters />
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="is_turn_in" label="Entrada/Salida" disableSort>
          <FunctionField
            render={(m: Move) => (
              <Chip size="small" color={m.is_turn_in ? 'success' : 'warning'} label={m.is_turn_in ? 'Entrada' : 'Salida'} />
            )}
          />
        </DataTable.Col>
        <DataTable.NumberCol source="total_after_move" label="Total después" disableSort />
        <DataTable.Col source="created_at" label="Fecha">
          <FunctionField render={(m: Move) => m.parsed_created_at} />
        </DataTable.Col>
        <DataTable.Col source="product_size" label="Producto" disableSort>
          <FunctionField render={(m: Move) => m.product_size?.full_name ?? ''} />
        </DataTable.Col>
        <DataTable.Col source="reference" label="Referencia" disableSort />
        <DataTable.Col source="observation" label="Comentario" disableSort />
        <DataTable.NumberCol source="qty" label="Cantidad" disableSort />
      </DataTable>
    </RefusingList>
  );
};
