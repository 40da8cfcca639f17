import {
  ageInYears,
  canManageRole,
  countOf,
  type DoyangListItemAnswer,
  type HonorificTitleAnswer,
  type PersonOption,
  ROLE_NAMES,
  ROLES,
} from '@doyang/domain';
import { AutocompleteInput, BooleanInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { DateInput } from '../shared/DateInput.tsx';
import { DegreeWithClear } from '../shared/DegreeWithClear.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { PersonFile } from '../shared/PersonFile.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { useToday } from '../shared/use-today.ts';
import { TEACHER_ROLE_IDS } from './staff.ts';

type Honorific = HonorificTitleAnswer;

/** On a new staff member: the doyang they join as personal, chosen in the same form as their role (issue 10). */
const DoyangInput = () => {
  const { data = [], isPending } = useListAll<DoyangListItemAnswer>('doyangs', { active: 1 });
  return (
    <SelectInput
      source="doyang_id"
      label="Doyang"
      choices={data}
      isPending={isPending}
      emptyText="Ninguno por ahora"
      helperText="Se une al personal de este doyang"
    />
  );
};

const BirthDate = () => {
  const today = useToday();
  const age = ageInYears(useWatch({ name: 'birth_date' }) as string | null, today);
  return <DateInput source="birth_date" helperText={age === null ? ' ' : `Edad: ${countOf(age, 'año', 'años')}`} />;
};

/** The user form (spec 02 §2): identity, password with show toggle, certifier, 'Alumno de', category, degree and contact. */
export const ProfessorInputs = ({ isNew }: { isNew: boolean }) => {
  const user = useSessionUser();
  const { data: honorifics = [] } = useListAll<Honorific>('honorific_titles');
  const { data: teachers = [] } = useListAll<PersonOption>('users', { role_id: TEACHER_ROLE_IDS, active: 1 });
  const roles = Object.entries(ROLE_NAMES)
    .filter(([id]) => Number(id) !== ROLES.ALUMNO)
    .map(([id, name]) => ({ id: Number(id), name, disabled: !user || !canManageRole(user, Number(id)) }));
  return (
    <>
      <FormSection title="Datos del usuario">
        <SelectInput
          source="honorific_title_id"
          choices={honorifics}
          optionText={(h: Honorific) => `${h.name} — ${h.description}`}
          emptyText="Sin honorífico"
        />
        <UpperTextInput source="name" />
        <UpperTextInput source="last_name" />
        <UpperTextInput source="second_last_name" />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          helperText={isNew ? 'Al menos 8 caracteres' : 'Déjala vacía para conservar la actual'}
        />
        <BooleanInput source="certifier" />
        <AutocompleteInput source="user_responsible_id" choices={teachers} optionText="full_name_honorific" />
        <SelectInput source="role_id" choices={roles} />
        {isNew && <DoyangInput />}
        <BirthDate />
        <DegreeWithClear />
        {!isNew && <BooleanInput source="active" helperText="El personal no se elimina: se desactiva" />}
      </FormSection>
      <FormSection title="Contacto">
        <TextInput source="email" type="email" />
        <UpperTextInput source="address" />
        <TextInput source="cellphone" type="tel" />
        <TextInput source="phone1" type="tel" />
        <TextInput source="phone2" type="tel" />
      </FormSection>
      {!isNew && <PersonFile resource="professors" />}
    </>
  );
};
