import { Autocomplete, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { DatePickerField } from '../shared/DatePickerField.tsx';
import { useListAll } from '../shared/use-list-all.ts';

export type FilterState = {
  /** The doyang whose books are read; null: the whole network (general direction). */
  doyangId: number | null;
  start: string | null;
  end: string | null;
  title: string;
  client: string;
  equipsOnly: boolean;
  pendingOnly: boolean;
};

type Props = { state: FilterState; onChange: (next: Partial<FilterState>) => void; generalDirection: boolean };

type DoyangOption = { id: number; name: string };

/**
 * INGRESOS' filters (spec 03 §2): start and end date, title, client name, doyang (general direction only), equipment
 * only; general direction also narrows to the commissions still owed.
 */
export const AccountingFiltersBar = ({ state, onChange, generalDirection }: Props) => {
  const { data: doyangs = [] } = useListAll<DoyangOption>('doyangs', { active: 1 }, generalDirection);
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1.5 }}>
      <DatePickerField
        size="small"
        label="Fecha inicial"
        value={state.start}
        max={state.end}
        onChange={(start) => onChange({ start })}
        clearable
        sx={{ width: 195 }}
      />
      <DatePickerField
        size="small"
        label="Fecha final"
        value={state.end}
        min={state.start}
        onChange={(end) => onChange({ end })}
        clearable
        sx={{ width: 195 }}
      />
      <TextField
        size="small"
        label="Concepto"
        value={state.title}
        onChange={(e) => onChange({ title: e.target.value })}
        sx={{ width: 190 }}
      />
      <TextField
        size="small"
        label="Cliente"
        value={state.client}
        onChange={(e) => onChange({ client: e.target.value })}
        sx={{ width: 210 }}
      />
      {generalDirection && (
        <Autocomplete
          size="small"
          options={doyangs}
          getOptionLabel={(d) => d.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={doyangs.find((d) => d.id === state.doyangId) ?? null}
          onChange={(_, d) => onChange({ doyangId: d?.id ?? null })}
          renderInput={(params) => <TextField {...params} label="Doyang" placeholder="Toda la red" />}
          sx={{ width: 340 }}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={state.equipsOnly} onChange={(e) => onChange({ equipsOnly: e.target.checked })} />}
        label="Solo equipo"
      />
      {generalDirection && (
        <FormControlLabel
          control={<Checkbox checked={state.pendingOnly} onChange={(e) => onChange({ pendingOnly: e.target.checked })} />}
          label="Solo comisiones pendientes"
        />
      )}
    </Stack>
  );
};
