import { doyangCategoryRequisiteSchema } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import type { CategoryRequisite } from '../../providers/api-types.ts';

export type RequisiteValues = { name: string; active: boolean };
type Props = {
  categoryId: number;
  requisite: CategoryRequisite | null;
  saving: boolean;
  /** Resolves with the server's text for the name when it refuses it. */
  onSave: (values: RequisiteValues) => Promise<string | undefined>;
  onClose: () => void;
};

/** Create or edit a requisite: its name ('Este campo no puede quedar vacío' when empty) and whether it is active. */
export const RequisiteDialog = ({ categoryId, requisite, saving, onSave, onClose }: Props) => {
  const [name, setName] = useState(requisite?.name ?? '');
  const [active, setActive] = useState(requisite?.active ?? true);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const check = doyangCategoryRequisiteSchema.safeParse({ name, doyang_category_id: categoryId, active });
    const nameIssue = check.success ? undefined : check.error.issues.find((i) => i.path[0] === 'name')?.message;
    if (nameIssue) return setError(nameIssue);
    setError(await onSave({ name: name.trim(), active }));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="requisite-title">
      <DialogTitle id="requisite-title">{requisite ? 'Editar requisito' : 'Nuevo requisito'}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          label="Requisito"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          error={Boolean(error)}
          helperText={error}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'requisite-name', maxLength: 150 } }}
        />
        <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label="Activo" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={saving} data-testid="requisite-save">
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
