import { doyangSchema, MSG } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { DoyangInputs } from './DoyangInputs.tsx';
import { DoyangPersonal } from './DoyangPersonal.tsx';
import { SurrogatedDoyangs } from './SurrogatedDoyangs.tsx';

/** DoyangEdit: the fields, then the staff (PERSONAL) and the doyangs surrogated to this one. */
export const DoyangEdit = () => (
  <ResourceEdit
    resource="doyangs"
    title="EDITAR DOYANG"
    schema={doyangSchema}
    errorText={MSG.modifyError}
    onlySchemaFields
    maxWidth={960}
    below={
      <>
        <DoyangPersonal />
        <SurrogatedDoyangs />
      </>
    }
  >
    <DoyangInputs />
  </ResourceEdit>
);
