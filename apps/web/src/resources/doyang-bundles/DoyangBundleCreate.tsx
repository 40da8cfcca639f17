import { doyangBundleSchema, MSG } from '@doyang/domain';
import { useSearchParams } from 'react-router-dom';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { DoyangBundleInputs } from './DoyangBundleInputs.tsx';
import { backToCategory } from './redirect.ts';

/** DoyangBundleCreate: opened from a category (?doyang_category_id=…); saving returns to that category. */
export const DoyangBundleCreate = () => {
  const [params] = useSearchParams();
  const categoryId = Number(params.get('doyang_category_id')) || null;
  const defaults = {
    doyang_category_id: categoryId,
    covers_monthly_payments_qty: 0,
    covers_insurance: false,
    covers_inscription: false,
    ancticipated_monthly_payments: false,
    for_everyone: false,
    products: [],
  };
  return (
    <ResourceCreate
      resource="doyang_bundles"
      title="NUEVO PAQUETE"
      schema={doyangBundleSchema}
      defaultValues={defaults}
      redirect={backToCategory}
      errorText={MSG.createError}
      maxWidth={860}
    >
      <DoyangBundleInputs />
    </ResourceCreate>
  );
};
