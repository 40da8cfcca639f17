import { type DoyangBundleAnswer, type DoyangSurrogationAnswer, GENERAL_DIRECTION_ONLY_STUDENT_FIELDS } from '@doyang/domain';
import { BooleanInput, NumberInput, SelectInput, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MonthInput } from '../shared/DateInput.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { PersonFile } from '../shared/PersonFile.tsx';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { CurriculumButtons } from './CurriculumButtons.tsx';
import { EnrollmentHistory } from './EnrollmentHistory.tsx';
import { ReferralInput } from './ReferralInput.tsx';

const GD_ONLY: readonly string[] = GENERAL_DIRECTION_ONLY_STUDENT_FIELDS;

/** Bundles of the doyang's category (GET /api/doyang_bundles?doyang_category_id=…). */
const BundleInput = () => {
  const doyangId = useWatch({ name: 'doyang_id' }) as number | null;
  const { data: doyang } = useGetOne<{ id: number; doyang_category_id: number | null }>(
    'doyangs',
    { id: doyangId ?? 0 },
    { enabled: Boolean(doyangId), staleTime: 60_000 },
  );
  const categoryId = doyang?.doyang_category_id ?? null;
  const { data = [], isPending } = useListAll<DoyangBundleAnswer>(
    'doyang_bundles',
    { doyang_category_id: categoryId },
    Boolean(categoryId),
  );
  return (
    <SelectInput source="doyang_bundle_id" choices={data} isPending={Boolean(categoryId) && isPending} emptyText="Sin paquete" />
  );
};

/** OTROS DATOS: billing, bundle, the general-direction-only flags, the file (expediente), curriculum and enrollments. */
export const StudentOtherInputs = ({ isNew }: { isNew: boolean }) => {
  const gd = useIsGeneralDirection();
  const scholarship = Boolean(useWatch({ name: 'is_scholarshiped' }));
  const locked = (field: string) => !gd && GD_ONLY.includes(field);
  const gdHelp = gd ? ' ' : 'Solo la dirección general';
  return (
    <>
      <FormSection title="Cobranza">
        <MonthInput source="start_payments_date" helperText="El primer mes que se le cobra al alumno" />
        <BundleInput />
        <ReferralInput />
        <BooleanInput source="is_scholarshiped" disabled={locked('is_scholarshiped')} helperText={gdHelp} />
        <NumberInput
          source="scholarship_percentage"
          min={0}
          max={100}
          disabled={locked('scholarship_percentage') || !scholarship}
          helperText={gdHelp}
        />
      </FormSection>
      <FormSection title="Exámenes y asistencia">
        <BooleanInput source="extra_absences" disabled={locked('extra_absences')} helperText={gdHelp} />
        <NumberInput source="number_of_partials" min={0} disabled={locked('number_of_partials')} helperText={gdHelp} />
        <SurrogationInput disabled={locked('doyang_surrogation_id')} helperText={gdHelp} />
        <BooleanInput source="revalidating" disabled={locked('revalidating')} helperText={gdHelp} />
        <NumberInput source="starting_curriculum_points" min={0} />
      </FormSection>
      {!isNew && (
        <>
          <PersonFile resource="students" />
          <CurriculumButtons />
          <EnrollmentHistory />
        </>
      )}
    </>
  );
};

const SurrogationInput = ({ disabled, helperText }: { disabled: boolean; helperText: string }) => {
  const { data = [], isPending } = useListAll<DoyangSurrogationAnswer>('doyang_surrogations');
  return (
    <SelectInput
      source="doyang_surrogation_id"
      choices={data}
      isPending={isPending}
      emptyText="Ninguno"
      disabled={disabled}
      helperText={helperText}
    />
  );
};
