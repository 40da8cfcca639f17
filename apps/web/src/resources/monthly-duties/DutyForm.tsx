import { canWriteDuty, dutyContentChanged, type MonthlyDutyAnswer, MSG, monthlyDutySchema } from '@doyang/domain';
import { Alert } from '@mui/material';
import { useState } from 'react';
import { Confirm, SaveButton, SimpleForm, Toolbar, useRecordContext, useSaveContext } from 'react-admin';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { DeleteRecordButton } from '../shared/DeleteRecordButton.tsx';
import { zodValidate } from '../shared/zod-validate.ts';
import { MonthlyDutyInputs } from './MonthlyDutyInputs.tsx';
import { pickDuty } from './pick-duty.ts';

type Values = Record<string, unknown>;
type Asking = { values: Values; resolve: (errors: unknown) => void };

/**
 * The duty form, validated before create and save (spec 02 §5). Saving an edit that changes a duty some
 * doyangs have done first asks with MSG.dutyEditWarning: the server clears their marks (spec 02 §4).
 */
export const DutyForm = ({ withOptions }: { withOptions: boolean }) => {
  const record = useRecordContext<MonthlyDutyAnswer>();
  const user = useSessionUser();
  const { save, saving } = useSaveContext();
  const [asking, setAsking] = useState<Asking | null>(null);
  const doneBySome = (record?.doyangs_done?.length ?? 0) > 0;
  const editing = Boolean(record?.id);

  // The submit stays pending while the dialog is open, so server errors still land under the fields.
  const onSubmit = (values: Values) => {
    if (!save) return undefined;
    if (record && editing && doneBySome && dutyContentChanged(record, pickDuty(values))) {
      return new Promise((resolve) => setAsking({ values, resolve }));
    }
    return save(values);
  };
  const answer = (confirmed: boolean) => {
    if (!asking) return;
    asking.resolve(confirmed && save ? save(asking.values) : undefined);
    setAsking(null);
  };

  // A duty sent by general direction (or another doyang's) opened by URL: the server would refuse the save.
  if (editing && record && user && !canWriteDuty(user, record, 'update')) {
    return <Alert severity="warning">{MSG.forbidden}</Alert>;
  }
  return (
    <SimpleForm
      // The form's own errors and toast say what is wrong; the browser's bubble would say it twice.
      noValidate
      validate={zodValidate(monthlyDutySchema)}
      onSubmit={onSubmit}
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton alwaysEnable={!editing} />
          {editing && record && user && canWriteDuty(user, record, 'delete') && <DeleteRecordButton />}
        </Toolbar>
      }
    >
      <MonthlyDutyInputs withOptions={withOptions} />
      <Confirm
        isOpen={asking !== null}
        loading={saving}
        title="Editar tarea"
        content={MSG.dutyEditWarning}
        confirm="Continuar"
        confirmColor="warning"
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
    </SimpleForm>
  );
};
