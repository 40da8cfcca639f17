import { type HolidayBody, type HolidayListItemAnswer, holidaySchema } from '@doyang/domain';
import { TextField } from '@mui/material';
import { DatePickerField } from '../../resources/shared/DatePickerField.tsx';
import type { FieldBinding, RelatedForm } from '../../resources/shared/related-types.ts';

type Values = { name: string; start_date: string; end_date: string };

/** A text field of the holiday row; `helperText` keeps its line so the row does not jump when a text shows. */
const field = ({ errors }: FieldBinding<Values>, key: keyof Values) => ({
  error: Boolean(errors[key]),
  helperText: errors[key] ?? ' ',
  size: 'small' as const,
  fullWidth: false,
});

const DAYS = [
  { key: 'start_date', label: 'Desde', testId: 'holiday-start' },
  { key: 'end_date', label: 'Hasta (opcional)', testId: 'holiday-end' },
] as const;

/** Name (uppercase as typed), first day and, for several days, the last one. */
const HolidayFields = (binding: FieldBinding<Values>) => {
  const { values, set } = binding;
  return (
    <>
      <TextField
        label="Nombre del día festivo"
        value={values.name}
        onChange={(e) => set('name', e.target.value.toUpperCase())}
        sx={{ flex: '1 1 240px' }}
        {...field(binding, 'name')}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'holiday-name' } }}
      />
      {DAYS.map(({ key, label, testId }) => (
        <DatePickerField
          key={key}
          label={label}
          value={values[key]}
          onChange={(value) => set(key, value ?? '')}
          {...field(binding, key)}
          clearable={key === 'end_date'}
          testId={testId}
        />
      ))}
    </>
  );
};

/** 'Agregar día festivo' (POST /api/holidays without a group): the server also requires the name of a general one. */
export const holidayForm: RelatedForm<HolidayListItemAnswer, Values, HolidayBody> = {
  title: 'Agregar día festivo',
  schema: holidaySchema,
  initial: () => ({ name: '', start_date: '', end_date: '' }),
  toInput: (v) => ({ name: v.name, start_date: v.start_date, end_date: v.end_date || undefined }),
  fields: (binding) => <HolidayFields {...binding} />,
  submit: { label: 'Agregar día festivo' },
};
