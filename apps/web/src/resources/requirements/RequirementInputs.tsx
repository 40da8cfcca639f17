import type { DegreeAnswer } from '@doyang/domain';
import { Typography } from '@mui/material';
import { NumberInput, SelectInput } from 'react-admin';
import { FormSection } from '../shared/FormSection.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { RequirementAgeInputs } from './RequirementAgeInputs.tsx';
import { RequirementLinkInputs } from './RequirementLinkInputs.tsx';

/** Whole numbers only: the spinner and the keyboard step by one. */
const whole = { htmlInput: { min: 0, step: 1 } };

/** The requirement form (spec 02 §3): degrees, age, attendance and time, curriculum points, products and requisites. */
export const RequirementInputs = () => {
  const { data: degrees = [] } = useListAll<DegreeAnswer>('degrees', { 'orderBy[order]': 'asc' });
  return (
    <>
      <UpperTextInput source="name" fullWidth />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Deja vacío lo que no aplique: un campo vacío no pone límite.
      </Typography>
      <FormSection title="Grados">
        <SelectInput source="min_grade_id" choices={degrees} emptyText="Cualquiera" helperText="Desde este grado" />
        <SelectInput source="max_grade_id" choices={degrees} emptyText="Cualquiera" helperText="Hasta este grado" />
      </FormSection>
      <RequirementAgeInputs />
      <FormSection title="Asistencia y tiempo">
        <NumberInput source="absences" slotProps={whole} helperText="Faltas del bimestre que aún dan derecho a examen" />
        <NumberInput source="partial" slotProps={whole} helperText="Exámenes parciales que pide el grado" />
        <NumberInput
          source="min_time_before_next_exam"
          slotProps={whole}
          helperText="Meses desde el último examen aprobado"
          className="span-2"
        />
      </FormSection>
      <FormSection title="Puntos de currícula">
        <NumberInput source="min_points" slotProps={whole} helperText="Lo que se espera que reúna el alumno" />
        <NumberInput source="warning_points" slotProps={whole} helperText="El mínimo de la currícula oficial" />
        <NumberInput source="no_right_points" slotProps={whole} helperText="Con este puntaje no tiene derecho a examen" />
      </FormSection>
      <RequirementLinkInputs />
    </>
  );
};
