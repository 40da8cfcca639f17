import { TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { ChildPickers } from './ChildPickers.tsx';
import { WhatsAppAdornment } from './WhatsAppAdornment.tsx';

const Parent = ({ who, title, of }: { who: 'father' | 'mother'; title: string; of: string }) => (
  <FormSection title={title}>
    <UpperTextInput source={`${who}_name`} />
    <TextInput
      source={`${who}_cellphone`}
      type="tel"
      slotProps={{ input: { endAdornment: <WhatsAppAdornment source={`${who}_cellphone`} who={of} /> } }}
    />
    <UpperTextInput source={`${who}_job`} />
    <UpperTextInput source={`${who}_job_title`} />
    <UpperTextInput source={`${who}_job_company`} />
    <UpperTextInput source={`${who}_job_boss`} />
  </FormSection>
);

/** DATOS DE LOS PADRES: father, mother (a minor needs one with name and phone) and authorised pick-up people. */
export const StudentParentInputs = () => (
  <>
    <Parent who="father" title="Padre" of="del padre" />
    <Parent who="mother" title="Madre" of="de la madre" />
    <ChildPickers />
  </>
);
