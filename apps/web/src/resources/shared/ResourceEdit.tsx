import type { ReactNode } from 'react';
import { Edit } from 'react-admin';
import type { ZodType } from 'zod';
import { PageHeading } from './PageHeading.tsx';
import { RecordForm } from './RecordForm.tsx';
import { zodTransform } from './zod-validate.ts';

type Props = { resource: string; title: string; schema: ZodType; children: ReactNode };

/**
 * Edit screen: pessimistic so the server's 422 texts land under the fields before leaving;
 * success text comes from resources.<name>.notifications.updated.
 */
export const ResourceEdit = ({ resource, title, schema, children }: Props) => (
  <>
    <PageHeading>{title}</PageHeading>
    <Edit resource={resource} title={title} redirect="list" mutationMode="pessimistic" transform={zodTransform(schema)}>
      <RecordForm resource={resource} schema={schema} withDelete>
        {children}
      </RecordForm>
    </Edit>
  </>
);
