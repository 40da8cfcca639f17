import type { DoyangListItemAnswer } from '@doyang/domain';
import { DataTable, Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { SectionCard } from '../shared/SectionCard.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';

export const CATEGORY_DOYANGS_PER_PAGE = 5;
const TYPE_NAMES: Record<number, string> = { 1: 'Doyang', 2: 'Club' };

/** DOYANGS in the category, 5 a page (spec 02 §2); each opens its doyang form when allowed. */
export const CategoryDoyangs = () => {
  const record = useRecordContext();
  const { canUpdate } = useAreaPermissions('doyangs');
  if (!record) return null;
  return (
    <SectionCard title="DOYANGS DE LA CATEGORÍA" testId="category-doyangs">
      <ReferenceManyField
        reference="doyangs"
        target="doyang_category_id"
        perPage={CATEGORY_DOYANGS_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<Pagination rowsPerPageOptions={[]} />}
        empty={<span>Ningún doyang está en esta categoría.</span>}
      >
        <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false}>
          <DataTable.Col source="name" />
          <DataTable.Col
            source="doyang_type_id"
            label="Tipo"
            render={(r: DoyangListItemAnswer) => TYPE_NAMES[r.doyang_type_id] ?? ''}
          />
          <DataTable.Col
            source="active"
            label="Estado"
            render={(r: DoyangListItemAnswer) => (r.active ? 'Activo' : 'Inactivo')}
          />
        </DataTable>
      </ReferenceManyField>
    </SectionCard>
  );
};
