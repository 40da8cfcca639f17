import { READINESS_COLOURS, type ReadinessColour } from '@doyang/domain';
import { Box, Chip } from '@mui/material';
import { LIGHT_STYLE } from './traffic-light-colours.ts';

type Props = {
  counts: Record<ReadinessColour, number>;
  colour: ReadinessColour | null;
  onColour: (colour: ReadinessColour | null) => void;
};

/** The count of every colour; a chip filters the list by its colour ('Todos' shows every student). */
export const TrafficLightCounts = ({ counts, colour, onColour }: Props) => {
  const all = READINESS_COLOURS.reduce((sum, c) => sum + counts[c], 0);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Filtrar por color">
      <Chip
        label={`Todos (${all})`}
        variant={colour === null ? 'filled' : 'outlined'}
        onClick={() => onColour(null)}
        aria-pressed={colour === null}
      />
      {READINESS_COLOURS.map((c) => {
        const style = LIGHT_STYLE[c];
        const on = colour === c;
        return (
          <Chip
            key={c}
            label={`${style.label} (${counts[c]})`}
            onClick={() => onColour(on ? null : c)}
            aria-pressed={on}
            data-testid={`traffic-light-count-${c}`}
            variant={on ? 'filled' : 'outlined'}
            sx={{
              borderColor: style.color,
              borderWidth: 2,
              fontWeight: 600,
              ...(on && { bgcolor: style.color, color: style.text, '&:hover': { bgcolor: style.color } }),
            }}
          />
        );
      })}
    </Box>
  );
};
