import type { ReactNode } from 'react';
import { type RedirectionSideEffect, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ZodType } from 'zod';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { InvalidSubmitAlert } from './InvalidSubmitAlert.tsx';
import { useAreaPermissions } from './use-area-permissions.ts';
import { zodValidate } from './zod-validate.ts';

type Props = {
  resource: string;
  schema: ZodType;
  children: ReactNode;
  withDelete?: boolean;
  /** Where Delete goes afterwards (the list by default). */
  deleteRedirect?: RedirectionSideEffect;
  /** Widest the form grows (640 px for short catalogue forms). */
  maxWidth?: number;
  /** Long forms: leaving with unsaved changes asks, and a refused save alerts and scrolls to the first error. */
  guarded?: boolean;
};

/**
 * The form shared by create and edit: domain-schema validation, Save (always clickable on create so an
 * empty form shows the spec's texts), and Delete on edit when allowed.
 */
export const RecordForm = ({
  resource,
  schema,
  children,
  withDelete = false,
  deleteRedirect,
  maxWidth = 640,
  guarded = false,
}: Props) => {
  const { canDelete } = useAreaPermissions(resource);
  return (
    <SimpleForm
      // The form's own errors and toast say what is wrong; the browser's bubble would say it twice.
      noValidate
      validate={zodValidate(schema)}
      warnWhenUnsavedChanges={guarded}
      sx={{ maxWidth }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton alwaysEnable={!withDelete} />
          {withDelete && canDelete && <DeleteRecordButton redirect={deleteRedirect} />}
        </Toolbar>
      }
    >
      {guarded && <InvalidSubmitAlert />}
      {children}
    </SimpleForm>
  );
};
