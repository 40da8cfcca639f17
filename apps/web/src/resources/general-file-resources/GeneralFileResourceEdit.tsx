import { MSG } from '@doyang/domain';
import { Edit, SimpleForm } from 'react-admin';
import { PageHeading } from '../shared/PageHeading.tsx';
import { EditActions } from '../shared/ResourceEdit.tsx';
import { ResourceInputs } from './ResourceInputs.tsx';
import { ResourceSaveButton } from './ResourceSaveButton.tsx';
import { resourceBody } from './resource-file.ts';
import { resourceErrors } from './resource-validate.ts';

const validate = resourceErrors(false);

/**
 * EDITAR RECURSO DIGITAL: a new name, a new file, or both (a new file goes as POST with `_method=PUT`); the stored file
 * is downloadable from here. Pessimistic, so the server's texts land under the fields.
 */
export const GeneralFileResourceEdit = () => (
  <>
    <PageHeading>EDITAR RECURSO DIGITAL</PageHeading>
    <Edit
      resource="general_file_resources"
      title="EDITAR RECURSO DIGITAL"
      redirect="list"
      mutationMode="pessimistic"
      transform={resourceBody}
      actions={<EditActions />}
    >
      <SimpleForm
        noValidate
        validate={validate}
        sx={{ maxWidth: 640 }}
        toolbar={<ResourceSaveButton isNew={false} errorText={MSG.digitalResourceUpdateError} />}
      >
        <ResourceInputs isNew={false} />
      </SimpleForm>
    </Edit>
  </>
);
