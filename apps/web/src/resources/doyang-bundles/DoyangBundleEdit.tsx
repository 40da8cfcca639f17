import { doyangBundleSchema, MSG } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { DoyangBundleInputs } from './DoyangBundleInputs.tsx';
import { backToCategory } from './redirect.ts';

/** DoyangBundleEdit: the bundle with its products; saving or deleting returns to its category. */
export const DoyangBundleEdit = () => (
  <ResourceEdit
    resource="doyang_bundles"
    title="EDITAR PAQUETE"
    schema={doyangBundleSchema}
    withRelations="products"
    redirect={backToCategory}
    errorText={MSG.modifyError}
    maxWidth={860}
  >
    <DoyangBundleInputs />
  </ResourceEdit>
);
