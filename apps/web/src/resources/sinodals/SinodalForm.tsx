import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { SinodalInputs } from './SinodalInputs.tsx';
import { sinodalFormErrors } from './sinodal.ts';

/** The sinodal form: create when there is no id, edit otherwise (spec 02 §2). */
export const SinodalForm = ({ isNew }: { isNew: boolean }) => (
  <SimpleForm
    noValidate
    validate={sinodalFormErrors}
    warnWhenUnsavedChanges
    sx={{ maxWidth: 960 }}
    toolbar={
      <Toolbar>
        <SaveButton alwaysEnable={isNew} />
      </Toolbar>
    }
  >
    <SinodalInputs />
  </SimpleForm>
);
