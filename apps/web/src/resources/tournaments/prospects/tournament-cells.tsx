import { COMPETITION_TYPES, COMPETITIONS } from '@doyang/domain';
import { Box } from '@mui/material';
import type { PersonRow, ProspectRow } from '../../events/prospects/prospects-api.ts';

/** '41.5 kg · 1.52 m', or empty before the weigh-in. */
export const weighInText = (row: PersonRow): string =>
  row.weight_kg && row.height_m ? `${Number(row.weight_kg)} kg · ${Number(row.height_m).toFixed(2)} m` : '';

/** How a prospect travels with the network: 'Autobús · Hotel', or empty. */
export const travelText = (row: ProspectRow): string =>
  [row.takes_bus && 'Autobús', row.takes_hotel && 'Hotel'].filter(Boolean).join(' · ');

/**
 * The competitions a prospect entered, one line each (with its result once there are results), then how they travel:
 * plain text keeps the rows low on a list of hundreds.
 */
export const CompetitionLines = ({ row, results }: { row: ProspectRow; results?: boolean }) => {
  const travel = travelText(row);
  return (
    <Box sx={{ fontSize: '0.8125rem', lineHeight: 1.4 }}>
      {COMPETITIONS.filter((c) => row[c.pay]).map((c) => {
        const result = results ? (row[`${c.result}_name`] as string | null | undefined) : null;
        return <Box key={c.id}>{result ? `${COMPETITION_TYPES[c.id]}: ${result}` : COMPETITION_TYPES[c.id]}</Box>;
      })}
      {travel && <Box sx={{ color: 'text.secondary' }}>{travel}</Box>}
    </Box>
  );
};
