import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormHelperText } from '@mui/material';
import type { FormEvent } from 'react';
import { formTitle } from './related-form.ts';
import type { Outcome, RelatedForm } from './related-types.ts';
import { useRelatedForm } from './use-related-form.ts';

type Props<Row, Values, Input> = {
  form: RelatedForm<Row, Values, Input>;
  save: (input: Input) => Promise<Outcome>;
  /** Inside a record's form a nested <form> is invalid: the button then adds without submitting. */
  insideForm?: boolean;
};

/** A child list's add form that stays open beside the table; it empties once the row is added. */
export function RelatedInlineForm<Row, Values, Input>({ form, save, insideForm }: Props<Row, Values, Input>) {
  const field = useRelatedForm(form, null, save, () => undefined);
  return (
    <Box
      component={insideForm ? 'div' : 'form'}
      role={insideForm ? 'group' : undefined}
      aria-label={formTitle(form, null)}
      noValidate={insideForm ? undefined : true}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        field.submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      {form.fields(field)}
      <Button
        type={insideForm ? 'button' : 'submit'}
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={insideForm ? field.submit : undefined}
        disabled={field.saving}
        sx={{ mt: 0.25 }}
        data-testid={form.submit.testId}
      >
        {form.submit.label}
      </Button>
      {field.errors.root && (
        <FormHelperText error sx={{ width: '100%' }}>
          {field.errors.root}
        </FormHelperText>
      )}
    </Box>
  );
}
