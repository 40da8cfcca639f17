import { useCallback } from 'react';
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { DuplicateCheckSaveButton } from '../shared/duplicate-check.tsx';
import { ProfessorInputs } from './ProfessorInputs.tsx';
import { staffFormErrors } from './staff.ts';

type Props = { isNew: boolean };

/** Spec 02 §5: a new staff user is looked for by birth date before creating. */
const byBirthDate = (v: Record<string, unknown>) => (v.birth_date ? { birth_date: v.birth_date as string } : null);

/** The user form: validated like the server, asks before leaving with unsaved changes; no delete (staff are deactivated). */
export const StaffForm = ({ isNew }: Props) => {
  const record = useRecordContext();
  const validate = useCallback(
    (values: Record<string, unknown>) => staffFormErrors(values, isNew ? null : (record ?? null)),
    [isNew, record],
  );
  return (
    <SimpleForm
      // The form's own errors and toast say what is wrong; the browser's bubble would say it twice.
      noValidate
      validate={validate}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 960 }}
      toolbar={<Toolbar>{isNew ? <DuplicateCheckSaveButton validate={validate} query={byBirthDate} /> : <SaveButton />}</Toolbar>}
    >
      <ProfessorInputs isNew={isNew} />
    </SimpleForm>
  );
};
