import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ZodType } from 'zod';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { useAreaPermissions } from './use-area-permissions.ts';
import { zodValidate } from './zod-validate.ts';

type Props = { resource: string; schema: ZodType; children: ReactNode; withDelete?: boolean };

/**
 * The form shared by create and edit: domain-schema validation, Save (always clickable on create so an
 * empty form shows the spec's texts), and Delete on edit when allowed.
 */
export const RecordForm = ({ resource, schema, children, withDelete = false }: Props) => {
  const { canDelete } = useAreaPermissions(resource);
  return (
    <SimpleForm
      validate={zodValidate(schema)}
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton alwaysEnable={!withDelete} />
          {withDelete && canDelete && <DeleteRecordButton />}
        </Toolbar>
      }
    >
      {children}
    </SimpleForm>
  );
};
