import { Card } from '@mui/material';
import type { ReactNode } from 'react';
import { Edit, type RedirectionSideEffect, TopToolbar, useNotify } from 'react-admin';
import type { ZodType } from 'zod';
import { HistoryButton } from '../audit-logs/HistoryButton.tsx';
import { PageHeading } from './PageHeading.tsx';
import { RecordForm } from './RecordForm.tsx';
import { zodPick, zodTransform } from './zod-validate.ts';

type Props = {
  resource: string;
  title: string;
  schema: ZodType;
  children: ReactNode;
  /** Where saving and deleting go (the list by default). */
  redirect?: RedirectionSideEffect;
  /** The spec's banner when the save fails (react-admin's server text otherwise). */
  errorText?: string;
  /** Relations to load with the record (`with=`). */
  withRelations?: string;
  /** Computed fields to load with the record (`append=`). */
  append?: string;
  maxWidth?: number;
  /** Leave guard and the failed-save alert (long forms). */
  guarded?: boolean;
  /** Send only the schema's fields (not the record's relations). */
  onlySchemaFields?: boolean;
  /** Sections under the form card (related tables), inside the record's context. */
  below?: ReactNode;
  header?: ReactNode;
};

/** The edit screen's top bar: 'Historial' for general direction (the record's changes). */
export const EditActions = () => (
  <TopToolbar>
    <HistoryButton />
  </TopToolbar>
);

/**
 * Edit screen: pessimistic so the server's 422 texts land under the fields before leaving;
 * success text comes from resources.<name>.notifications.updated.
 */
export const ResourceEdit = ({
  resource,
  title,
  schema,
  children,
  redirect = 'list',
  errorText,
  onlySchemaFields,
  withRelations,
  append,
  maxWidth,
  below,
  header,
  guarded,
}: Props) => {
  const notify = useNotify();
  const onError = errorText ? () => notify(errorText, { type: 'error' }) : undefined;
  const form = (
    <RecordForm resource={resource} schema={schema} withDelete deleteRedirect={redirect} maxWidth={maxWidth} guarded={guarded}>
      {children}
    </RecordForm>
  );
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {header}
      <Edit
        resource={resource}
        title={title}
        redirect={redirect}
        mutationMode="pessimistic"
        transform={onlySchemaFields ? zodPick(schema) : zodTransform(schema)}
        queryOptions={withRelations || append ? { meta: { with: withRelations, append } } : undefined}
        mutationOptions={onError ? { onError } : undefined}
        component={below ? 'div' : undefined}
        actions={<EditActions />}
      >
        {below ? (
          <>
            <Card>{form}</Card>
            {below}
          </>
        ) : (
          form
        )}
      </Edit>
    </>
  );
};
