import type { ReactNode } from 'react';
import { Create } from 'react-admin';
import type { ZodType } from 'zod';
import { PageHeading } from './PageHeading.tsx';
import { RecordForm } from './RecordForm.tsx';
import { zodTransform } from './zod-validate.ts';

type Props = { resource: string; title: string; schema: ZodType; children: ReactNode; defaultValues?: Record<string, unknown> };

/** Create screen: heading, validated form; success text comes from resources.<name>.notifications.created. */
export const ResourceCreate = ({ resource, title, schema, children, defaultValues }: Props) => (
  <>
    <PageHeading>{title}</PageHeading>
    <Create resource={resource} title={title} redirect="list" transform={zodTransform(schema)} record={defaultValues}>
      <RecordForm resource={resource} schema={schema}>
        {children}
      </RecordForm>
    </Create>
  </>
);
