import { CONFIGURATION_RULES, MSG, typedNumber } from '@doyang/domain';
import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { DatePickerField } from '../../resources/shared/DatePickerField.tsx';
import type { SettingDef } from './settings.ts';
import { fieldError, useSaveSetting } from './use-configuration.ts';

type Props = { setting: SettingDef; value: string | null | undefined };

const INPUT_MODE = { integer: 'numeric', decimal: 'decimal', money: 'decimal' } as const;

/**
 * One configuration value, saved on its own when the field is left or Enter is pressed (one PUT, only if
 * it changed). A refused value goes back to the stored one and the server's reason stays under the field.
 */
export const SettingField = ({ setting, value }: Props) => {
  const { id, label, help } = setting;
  const kind = CONFIGURATION_RULES[id]?.kind ?? 'integer';
  const stored = value ?? '';
  const [draft, setDraft] = useState(stored);
  const [error, setError] = useState<string>();
  const save = useSaveSetting(id, label);

  // Follows the saved (normalised) value, e.g. '420' → '420.00'.
  useEffect(() => setDraft(stored), [stored]);

  // A day picked in the calendar is saved at once, before the draft has caught up with it.
  const commit = (value = draft) => {
    const next = value.trim();
    if (next === stored) return setDraft(stored);
    setError(undefined);
    save.mutate(next === '' ? null : next, {
      onError: (e) => {
        setDraft(stored);
        setError(fieldError(e, 'value') ?? MSG.generic);
      },
    });
  };
  // The handler sits on the field's root, so the input is the event's target.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') (event.target as HTMLElement).blur();
    if (event.key === 'Escape') setDraft(stored);
  };

  const edit = (next: string) => {
    setDraft(next);
    setError(undefined);
  };
  const field = {
    label,
    size: 'small' as const,
    onBlur: () => commit(),
    onKeyDown,
    error: Boolean(error),
    helperText: error ?? help ?? ' ',
  };

  if (kind === 'date') {
    return (
      <DatePickerField
        {...field}
        value={draft}
        onChange={(next) => edit(next ?? '')}
        onPick={(next) => commit(next ?? '')}
        testId={`setting-${id}`}
      />
    );
  }
  const pending = save.isPending ? (
    <InputAdornment position="end">
      <CircularProgress size={16} aria-label="Guardando" />
    </InputAdornment>
  ) : null;
  return (
    <TextField
      {...field}
      value={draft}
      onChange={(e) => edit(typedNumber(kind, e.target.value))}
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': `setting-${id}`, inputMode: INPUT_MODE[kind as keyof typeof INPUT_MODE] },
        input: {
          startAdornment: kind === 'money' ? <InputAdornment position="start">$</InputAdornment> : undefined,
          endAdornment: pending ?? (kind === 'money' ? <InputAdornment position="end">MXN</InputAdornment> : undefined),
        },
      }}
    />
  );
};
