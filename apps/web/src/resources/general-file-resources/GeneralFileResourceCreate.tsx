import { MSG } from '@doyang/domain';
import { Create, SimpleForm } from 'react-admin';
import { PageHeading } from '../shared/PageHeading.tsx';
import { ResourceInputs } from './ResourceInputs.tsx';
import { ResourceSaveButton } from './ResourceSaveButton.tsx';
import { resourceBody } from './resource-file.ts';
import { resourceErrors } from './resource-validate.ts';

const validate = resourceErrors(true);

/** NUEVO RECURSO DIGITAL (GeneralFileResourceCreate): a name and a file, sent as a multipart form; back to the list. */
export const GeneralFileResourceCreate = () => (
  <>
    <PageHeading>NUEVO RECURSO DIGITAL</PageHeading>
    <Create resource="general_file_resources" title="NUEVO RECURSO DIGITAL" redirect="list" transform={resourceBody}>
      <SimpleForm
        noValidate
        validate={validate}
        sx={{ maxWidth: 640 }}
        toolbar={<ResourceSaveButton isNew errorText={MSG.digitalResourceCreateError} />}
      >
        <ResourceInputs isNew />
      </SimpleForm>
    </Create>
  </>
);
