import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { formTitle } from './related-form.ts';
import type { Outcome, RelatedForm } from './related-types.ts';
import { useRelatedForm } from './use-related-form.ts';

type Props<Row, Values, Input> = {
  form: RelatedForm<Row, Values, Input>;
  /** The row being edited; `null` adds one. */
  row: Row | null;
  save: (input: Input) => Promise<Outcome>;
  onClose: () => void;
};

/** The add/edit dialog of a child row: the form's fields, Cancelar and its submit; closes once saved. */
export function RelatedDialog<Row, Values, Input>({ form, row, save, onClose }: Props<Row, Values, Input>) {
  const titleId = useId();
  const field = useRelatedForm(form, row, save, onClose);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={form.maxWidth ?? 'sm'} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          // The dialog may sit inside a record's form: its submit must not bubble up and save the record.
          event.preventDefault();
          event.stopPropagation();
          field.submit();
        }}
      >
        <DialogTitle id={titleId}>{formTitle(form, row)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {form.fields(field)}
          {field.errors.root && <Alert severity="error">{field.errors.root}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={field.saving} data-testid={form.submit.testId}>
            {form.submit.label}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
