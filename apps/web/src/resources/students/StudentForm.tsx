import { useCallback } from 'react';
import { SaveButton, TabbedForm, TabbedFormTabs, Toolbar, useRecordContext } from 'react-admin';
import { KEEP_TYPED } from '../../theme.ts';
import { StudentReceipts } from '../sales/StudentReceipts.tsx';
import { DeleteRecordButton } from '../shared/DeleteRecordButton.tsx';
import { DuplicateCheckSaveButton } from '../shared/duplicate-check.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { useToday } from '../shared/use-today.ts';
import { ActiveToggle } from './ActiveToggle.tsx';
import { DuplicateAction } from './DuplicateAction.tsx';
import { RevalidateRelated } from './RevalidateRelated.tsx';
import { StudentDoyangInputs } from './StudentDoyangInputs.tsx';
import { StudentOtherInputs } from './StudentOtherInputs.tsx';
import { StudentParentInputs } from './StudentParentInputs.tsx';
import { StudentPersonalInputs } from './StudentPersonalInputs.tsx';
import { studentFormErrors } from './student-validate.ts';

type Props = {
  isNew: boolean;
  /** Where deleting goes (the list the user came from). */
  indexPath: string;
};

/** Spec 02 §5: a new student is looked for by name, last name and birth date before creating. */
const duplicateQuery = (v: Record<string, unknown>) =>
  v.birth_date ? { name: v.name as string, last_name: v.last_name as string, birth_date: v.birth_date as string } : null;

const tabSx = { '& .MuiTab-root': { fontWeight: 700 }, '& .MuiTabs-scroller': { overflowX: 'auto !important' } };

/**
 * The student form (spec 02 §2): tabs DATOS DEL ALUMNO, DATOS DE LOS PADRES and OTROS DATOS; every
 * 'Student create' text under its field; asks before leaving with unsaved changes. A reloaded record
 * (after the active toggle or a history edit) keeps what the user is typing.
 */
export const StudentForm = ({ isNew, indexPath }: Props) => {
  const today = useToday();
  const record = useRecordContext();
  const { canDelete } = useAreaPermissions('students');
  const validate = useCallback(
    (values: Record<string, unknown>) => studentFormErrors(values, today, isNew ? null : (record ?? null)),
    [today, isNew, record],
  );
  return (
    <TabbedForm
      // The form's own errors and toast say what is wrong; the browser's bubble would say it twice.
      noValidate
      resetOptions={KEEP_TYPED}
      validate={validate}
      warnWhenUnsavedChanges
      syncWithLocation={false}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" sx={tabSx} />}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          {isNew ? (
            <DuplicateCheckSaveButton
              validate={validate}
              query={duplicateQuery}
              action={(match, close) => <DuplicateAction match={match} onLeave={close} />}
            />
          ) : (
            <SaveButton />
          )}
          {!isNew && canDelete && <DeleteRecordButton redirect={() => indexPath} />}
        </Toolbar>
      }
    >
      <TabbedForm.Tab label="DATOS DEL ALUMNO">
        {!isNew && <ActiveToggle />}
        <StudentDoyangInputs isNew={isNew} />
        <StudentPersonalInputs />
        <RevalidateRelated />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="DATOS DE LOS PADRES">
        <StudentParentInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="OTROS DATOS">
        <StudentOtherInputs isNew={isNew} />
      </TabbedForm.Tab>
      {!isNew && (
        <TabbedForm.Tab label="RECIBOS">
          <StudentReceipts />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
};
