import type { ReactNode } from 'react';
import { Create, type RedirectionSideEffect, useNotify } from 'react-admin';
import type { ZodType } from 'zod';
import { PageHeading } from './PageHeading.tsx';
import { RecordForm } from './RecordForm.tsx';
import { zodPick, zodTransform } from './zod-validate.ts';

type Props = {
  resource: string;
  title: string;
  schema: ZodType;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
  /** Where saving goes (the list by default). */
  redirect?: RedirectionSideEffect;
  /** The spec's banner when the save fails (react-admin's server text otherwise). */
  errorText?: string;
  maxWidth?: number;
  /** Leave guard and the failed-save alert (long forms). */
  guarded?: boolean;
  /** Send only the schema's fields (not the record's relations). */
  onlySchemaFields?: boolean;
  /** Above the form, e.g. a way back to the parent record. */
  header?: ReactNode;
};

/** Create screen: heading, validated form; success text comes from resources.<name>.notifications.created. */
export const ResourceCreate = ({
  resource,
  title,
  schema,
  children,
  defaultValues,
  redirect = 'list',
  errorText,
  onlySchemaFields,
  maxWidth,
  header,
  guarded,
}: Props) => {
  const notify = useNotify();
  const onError = errorText ? () => notify(errorText, { type: 'error' }) : undefined;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {header}
      <Create
        resource={resource}
        title={title}
        redirect={redirect}
        transform={onlySchemaFields ? zodPick(schema) : zodTransform(schema)}
        record={defaultValues}
        mutationOptions={onError ? { onError } : undefined}
      >
        <RecordForm resource={resource} schema={schema} maxWidth={maxWidth} guarded={guarded}>
          {children}
        </RecordForm>
      </Create>
    </>
  );
};
