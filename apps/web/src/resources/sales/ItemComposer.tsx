import { type DoyangBundleAnswer, type NoteItem, PAYMENT_CONCEPT, PAYMENT_CONCEPTS } from '@doyang/domain';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ConceptFields, type Draft } from './ConceptFields.tsx';
import { NO_SIZE } from './ProductSizePicker.tsx';
import { draftReady } from './sale-note.ts';

type Props = {
  concepts: number[];
  doyangId: number;
  today: string;
  thisYearOnly: boolean;
  bundlesFor: (concept: number) => DoyangBundleAnswer[];
  disabled: boolean;
  /** Adds the line when the server prices it; answers the server's refusal otherwise. */
  onAdd: (item: NoteItem) => Promise<string | null>;
};

const fresh = (concept: number): Draft => ({
  item: { payment_concept_id: concept, ...(concept === PAYMENT_CONCEPT.monthlyFee ? { monthsAdded: 1 } : {}) },
  size: NO_SIZE,
});

/** 'Agregar a la nota': the concept, its picker and options; the line is added once the server priced it. */
export const ItemComposer = ({ concepts, doyangId, today, thisYearOnly, bundlesFor, disabled, onAdd }: Props) => {
  const [draft, setDraft] = useState<Draft>(() => fresh(concepts[0] ?? PAYMENT_CONCEPT.product));
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const concept = draft.item.payment_concept_id;
  // The client's kind changes which concepts are offered: the first one stands in for one no longer offered.
  const shown = concepts.includes(concept) ? concept : (concepts[0] ?? concept);
  const patch = (p: Partial<NoteItem>) => {
    setError(null);
    setDraft((d) => ({ ...d, item: { ...d.item, ...p } }));
  };
  const add = async () => {
    setAdding(true);
    const base = { ...draft.item, payment_concept_id: shown };
    const item: NoteItem =
      shown === PAYMENT_CONCEPT.product
        ? { ...base, product_size_id: draft.size.sizeId, quantity: base.quantity ?? 1, name: draft.size.label || undefined }
        : base;
    const refused = await onAdd(item);
    setAdding(false);
    if (refused) setError(refused);
    else setDraft(fresh(shown));
  };
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Concepto"
        value={shown}
        disabled={disabled}
        onChange={(e) => {
          setError(null);
          setDraft(fresh(Number(e.target.value)));
        }}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{ htmlInput: { 'data-testid': 'sale-concept' } }}
      >
        {concepts.map((c) => (
          <MenuItem key={c} value={c}>
            {PAYMENT_CONCEPTS[c]}
          </MenuItem>
        ))}
      </TextField>
      {!disabled && (
        <ConceptFields
          draft={{ ...draft, item: { ...draft.item, payment_concept_id: shown } }}
          patch={patch}
          onSize={(size) => {
            setError(null);
            setDraft((d) => ({ ...d, size }));
          }}
          doyangId={doyangId}
          today={today}
          thisYearOnly={thisYearOnly}
          bundles={bundlesFor(shown)}
        />
      )}
      {error && (
        <Alert severity="error" data-testid="sale-line-error">
          {error}
        </Alert>
      )}
      <Button
        variant="outlined"
        startIcon={<AddShoppingCartIcon />}
        disabled={disabled || adding || !draftReady({ ...draft.item, payment_concept_id: shown }, draft.size.sizeId)}
        onClick={add}
        sx={{ alignSelf: 'flex-start' }}
      >
        Agregar a la nota
      </Button>
    </Stack>
  );
};
