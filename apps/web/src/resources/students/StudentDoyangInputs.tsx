import { compareSpanish, type DegreeAnswer, type DoyangListItemAnswer, type UserRecordAnswer } from '@doyang/domain';
import { BooleanInput, SelectInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { DateInput } from '../shared/DateInput.tsx';
import { INVALID_DATE } from '../shared/date-value.ts';
import { FormSection } from '../shared/FormSection.tsx';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { type GroupOption, groupLabel } from './student-choices.ts';

/** Only general direction moves a student to another doyang; the group and bundle belong to the doyang. */
const DoyangInput = () => {
  const gd = useIsGeneralDirection();
  const record = useRecordContext<Pick<UserRecordAnswer, 'doyang'>>();
  const { selected } = useSelectedDoyang();
  const { setValue } = useFormContext();
  const { data = [], isPending } = useListAll<DoyangListItemAnswer>('doyangs', {}, gd);
  const current = useWatch({ name: 'doyang_id' }) as number | null;
  const choices = gd
    ? [...data].sort((a, b) => compareSpanish(a.name, b.name))
    : [{ id: current ?? 0, name: record?.doyang?.name ?? (selected?.id === current ? selected.name : '') }].filter((d) => d.id);
  const clearDependants = () => {
    setValue('doyang_group_id', null, { shouldDirty: true });
    setValue('doyang_bundle_id', null, { shouldDirty: true });
  };
  return (
    <SelectInput source="doyang_id" choices={choices} readOnly={!gd} onChange={clearDependants} isPending={gd && isPending} />
  );
};

const GroupInput = () => {
  const doyangId = useWatch({ name: 'doyang_id' }) as number | null;
  const prospect = Boolean(useWatch({ name: 'is_prospect' }));
  const { data = [], isPending } = useListAll<GroupOption>('doyang_groups', { doyang_id: doyangId }, Boolean(doyangId));
  const choices = data.filter((g) => !g.is_selective_group).map((g) => ({ id: g.id, name: groupLabel(g) }));
  return (
    <SelectInput
      source="doyang_group_id"
      choices={choices}
      isPending={Boolean(doyangId) && isPending}
      emptyText="Sin grupo"
      helperText={!doyangId ? 'Elige primero un doyang' : prospect ? 'Prospecto: el grupo es opcional' : ' '}
    />
  );
};

const DegreeInput = () => {
  const { data = [], isPending } = useListAll<DegreeAnswer>('degrees', { 'orderBy[order]': 'asc' });
  return <SelectInput source="degree_id" choices={data} isPending={isPending} emptyText="Sin cinta" />;
};

/** Where and since when the student trains; the enrollment date is locked once set, except for general direction. */
export const StudentDoyangInputs = ({ isNew }: { isNew: boolean }) => {
  const gd = useIsGeneralDirection();
  const record = useRecordContext<Pick<UserRecordAnswer, 'enrollment_date'>>();
  const { setValue } = useFormContext();
  const lockEnrollment = !isNew && !gd && Boolean(record?.enrollment_date);
  // spec 02 §5: a new student's start in taekwondo follows the enrollment date (a half-typed one stays behind).
  const followEnrollment = (value: string | null) => {
    if (isNew && value !== INVALID_DATE) setValue('start_tkd_date', value, { shouldDirty: true });
  };
  return (
    <FormSection title="Doyang y grupo">
      <DoyangInput />
      <GroupInput />
      <BooleanInput source="is_prospect" helperText="Un prospecto no necesita grupo" />
      <DegreeInput />
      <DateInput
        source="enrollment_date"
        disabled={lockEnrollment}
        onChange={followEnrollment}
        helperText={lockEnrollment ? 'Solo la dirección general puede modificarla' : ' '}
      />
      <DateInput source="start_tkd_date" />
      <DateInput source="start_assistance_date" />
    </FormSection>
  );
};
