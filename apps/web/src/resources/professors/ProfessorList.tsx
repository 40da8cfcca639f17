import { ROLE_NAMES } from '@doyang/domain';
import CheckIcon from '@mui/icons-material/Check';
import { BooleanInput, DataTable, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { NewButton } from '../shared/NewButton.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { STAFF_ROLE_IDS } from './staff.ts';

type Row = {
  full_name_honorific: string;
  role_id: number;
  active: boolean;
  degree: { name: string } | null;
  doyang: { name: string } | null;
};

/** 'Activos' on lists active staff, off the inactive ones (staff are deactivated, never deleted). */
const filters = [
  <SearchInput key="name" source="name" alwaysOn placeholder="Buscar por nombre" />,
  <BooleanInput
    key="active"
    source="active"
    label="Activos"
    alwaysOn
    format={(v: unknown) => v !== 0 && v !== '0' && v !== false}
    parse={(checked: boolean) => (checked ? 1 : 0)}
  />,
];

/** ProfessorIndex 'USUARIOS' (spec 02 §2): every role but student, with the doyang; no delete. */
export const ProfessorList = () => {
  const { canCreate, canUpdate } = useAreaPermissions('professors');
  return (
    <RefusingList
      above={<PageHeading>USUARIOS</PageHeading>}
      resource="professors"
      title="USUARIOS"
      filter={{ role_id: STAFF_ROLE_IDS }}
      filterDefaultValues={{ active: 1 }}
      filters={filters}
      sort={{ field: 'full_name', order: 'ASC' }}
      perPage={20}
      debounce={800}
      queryOptions={{ meta: { with: 'degree,role,doyang' } }}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      actions={<TopToolbar>{canCreate && <NewButton label="Nuevo usuario" />}</TopToolbar>}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false}>
        <DataTable.Col source="full_name" label="Nombre" render={(r: Row) => r.full_name_honorific} />
        <DataTable.Col source="degree_id" label="Grado" render={(r: Row) => r.degree?.name ?? ''} />
        <DataTable.Col source="role_id" label="Categoría" render={(r: Row) => ROLE_NAMES[r.role_id] ?? ''} />
        <DataTable.Col source="doyang" label="Doyang" disableSort render={(r: Row) => r.doyang?.name ?? ''} />
        <DataTable.Col
          source="active"
          label="Activo"
          align="center"
          render={(r: Row) => (r.active ? <CheckIcon fontSize="small" color="success" titleAccess="Activo" /> : 'No')}
        />
      </DataTable>
    </RefusingList>
  );
};
