import { type DoyangBundleAnswer, MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, EditButton, Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { DeleteRecordButton } from '../shared/DeleteRecordButton.tsx';
import { formatMXN } from '../shared/money.ts';
import { SectionCard } from '../shared/SectionCard.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';

export const BUNDLES_PER_PAGE = 5;

/** PAQUETES of a category: newest first, 5 a page; add, edit and delete (spec 02 §2). */
export const CategoryBundles = () => {
  const record = useRecordContext();
  const { canCreate, canUpdate, canDelete } = useAreaPermissions('doyang_bundles');
  if (!record) return null;
  return (
    <SectionCard
      title="PAQUETES"
      testId="category-bundles"
      action={
        canCreate && (
          <Button
            component={Link}
            to={`/doyang_bundles/create?doyang_category_id=${record.id}`}
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            data-testid="add-bundle"
          >
            Agregar paquete
          </Button>
        )
      }
    >
      <ReferenceManyField
        reference="doyang_bundles"
        target="doyang_category_id"
        perPage={BUNDLES_PER_PAGE}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[]} />}
        empty={<span>Esta categoría no tiene paquetes.</span>}
      >
        <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="price" align="right" render={(r: DoyangBundleAnswer) => formatMXN(r.price)} />
          <DataTable.Col source="covers_monthly_payments_qty" label="Mensualidades" align="right" />
          {(canUpdate || canDelete) && (
            <DataTable.Col label="Acciones" align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canUpdate && <EditButton />}
              {canDelete && <DeleteRecordButton redirect={false} confirmContent={MSG.confirmDeleteElement} />}
            </DataTable.Col>
          )}
        </DataTable>
      </ReferenceManyField>
    </SectionCard>
  );
};
