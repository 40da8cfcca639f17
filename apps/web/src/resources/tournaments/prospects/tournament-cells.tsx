import { COMPETITION_TYPES, COMPETITIONS } from '@doyang/domain';
import { Chip, Stack } from '@mui/material';
import type { PersonRow, ProspectRow } from '../../events/prospects/prospects-api.ts';

/** '41.5 kg · 1.52 m', or empty before the weigh-in. */
export const weighInText = (row: PersonRow): string =>
  row.weight_kg && row.height_m ? `${Number(row.weight_kg)} kg · ${Number(row.height_m)} m` : '';

/** The competitions a prospect entered, as chips; with results, each competition's result beside it. */
export const CompetitionChips = ({ row, results }: { row: ProspectRow; results?: boolean }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {COMPETITIONS.filter((c) => row[c.pay]).map((c) => {
      const result = results ? (row[`${c.result}_name`] as string | null | undefined) : null;
      return (
        <Chip
          key={c.id}
          size="small"
          variant="outlined"
          label={result ? `${COMPETITION_TYPES[c.id]}: ${result}` : COMPETITION_TYPES[c.id]}
        />
      );
    })}
    {row.takes_bus && <Chip size="small" label="Autobús" />}
    {row.takes_hotel && <Chip size="small" label="Hotel" />}
  </Stack>
);
