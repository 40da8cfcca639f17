import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import type { ZodType } from 'zod';
import { errorText } from '../shared/error-text.ts';

export type PartField = { name: string; label: string; kind?: 'text' | 'money' | 'count' };
type Values = Record<string, string>;

type Props = {
  title: string;
  fields: readonly PartField[];
  initial: Values;
  /** The domain schema the values must meet (the server checks it again). */
  schema: ZodType;
  /** Extra keys the schema needs (the parent's id). */
  context: Record<string, unknown>;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
};

/** A variant's or size's form (ProductVariantEdit, ProductSizeCreate/Edit) in a dialog: the spec's texts under each field. */
export const PartDialog = ({ title, fields, initial, schema, context, onSave, onClose }: Props) => {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = schema.safeParse({ ...context, ...values });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'root')] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data as Record<string, unknown>);
      onClose();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      setErrors(body?.errors ? { ...body.errors, root: errorText(error, '') } : { root: errorText(error, 'Error') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              value={values[f.name] ?? ''}
              autoFocus={f === fields[0]}
              onChange={(e) =>
                setValues({ ...values, [f.name]: f.name === 'name' ? e.target.value.toUpperCase() : e.target.value })
              }
              onKeyDown={(e) => e.key === 'Enter' && save()}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name]}
              slotProps={{
                htmlInput: f.kind === 'text' || !f.kind ? {} : { inputMode: f.kind === 'money' ? 'decimal' : 'numeric' },
              }}
              fullWidth
            />
          ))}
          {errors.root && !fields.some((f) => errors[f.name]) && <span role="alert">{errors.root}</span>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
