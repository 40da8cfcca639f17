import { ageInYears } from '@doyang/domain';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../shared/DateInput.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { useToday } from '../shared/use-today.ts';
import { BLOOD_TYPE_CHOICES, CIVIL_STATE_CHOICES, NOT_SPECIFIED, SEX_CHOICES } from './student-choices.ts';
import { WhatsAppAdornment } from './WhatsAppAdornment.tsx';

const BirthDateInput = () => {
  const today = useToday();
  const birth = useWatch({ name: 'birth_date' }) as string | null;
  const age = ageInYears(birth, today);
  return <DateInput source="birth_date" helperText={age === null ? ' ' : `${age} ${age === 1 ? 'año' : 'años'}`} />;
};

/** DATOS DEL ALUMNO: who the student is and how to reach them (spec 02 §3). */
export const StudentPersonalInputs = () => (
  <>
    <FormSection title="Datos personales">
      <UpperTextInput source="name" />
      <UpperTextInput source="last_name" />
      <UpperTextInput source="second_last_name" />
      <BirthDateInput />
      <SelectInput source="sex" choices={SEX_CHOICES} emptyText="Sin seleccionar" />
      <UpperTextInput source="job" helperText="Estudiante, empleado…" />
      <UpperTextInput source="school" />
      <SelectInput source="civil_state" choices={CIVIL_STATE_CHOICES} emptyText={NOT_SPECIFIED} />
      <SelectInput source="blood_type" choices={BLOOD_TYPE_CHOICES} emptyText={NOT_SPECIFIED} />
      <UpperTextInput source="control_number" />
      <NumberInput source="weight_kg" step={0.1} min={0} />
      <NumberInput source="height_m" step={0.01} min={0} />
      <UpperTextInput source="health_info" multiline minRows={2} className="span-2" />
    </FormSection>
    <FormSection title="Contacto">
      <TextInput
        source="cellphone"
        type="tel"
        slotProps={{ input: { endAdornment: <WhatsAppAdornment source="cellphone" who="del alumno" /> } }}
      />
      <TextInput source="email" type="email" />
      <TextInput source="phone1" type="tel" />
      <TextInput source="phone2" type="tel" />
      <UpperTextInput source="address" className="span-2" />
      <UpperTextInput source="neighborhood" />
      <UpperTextInput source="city" />
    </FormSection>
  </>
);
