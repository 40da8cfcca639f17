import { DataTable, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { NewButton } from '../shared/NewButton.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';

type Row = { full_name_honorific: string; degree: { name: string } | null };

/** SinodalIndex 'SINODALES MDK' (spec 02 §2): full name and degree name, 20 a page. */
export const SinodalList = () => {
  const { canCreate, canUpdate } = useAreaPermissions('sinodals');
  return (
    <RefusingList
      above={<PageHeading>SINODALES MDK</PageHeading>}
      resource="sinodals"
      title="SINODALES MDK"
      filter={{ sinodal: 1 }}
      filters={[<SearchInput key="name" source="name" alwaysOn placeholder="Buscar por nombre" />]}
      sort={{ field: 'full_name', order: 'ASC' }}
      perPage={20}
      debounce={800}
      queryOptions={{ meta: { with: 'degree' } }}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      actions={<TopToolbar>{canCreate && <NewButton label="Nuevo sinodal" />}</TopToolbar>}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false}>
        <DataTable.Col source="full_name" label="Nombre" render={(r: Row) => r.full_name_honorific} />
        <DataTable.Col source="degree_id" label="Grado" render={(r: Row) => r.degree?.name ?? ''} />
      </DataTable>
    </RefusingList>
  );
};
