import type { TrafficLightRowAnswer } from '@doyang/domain';
import { Box, List, ListItem, Typography } from '@mui/material';
import { LIGHT_STYLE } from './traffic-light-colours.ts';
import { shownReasons } from './traffic-light-reasons.ts';

const Dot = ({ color, size = 10 }: { color: string; size?: number }) => (
  <Box component="span" sx={{ width: size, height: size, borderRadius: '50%', bgcolor: color, flex: 'none', mt: '5px' }} />
);

/** Each student with their colour and every reason, each reason in its own colour, so each colour explains itself. */
export const TrafficLightList = ({ rows, network }: { rows: TrafficLightRowAnswer[]; network: boolean }) => (
  <List dense disablePadding data-testid="traffic-light-rows">
    {rows.map((r) => {
      const style = LIGHT_STYLE[r.colour];
      const about = [r.degree_name, r.age === null ? null : `${r.age} años`, network ? r.doyang_name : null].filter(Boolean);
      return (
        <ListItem key={r.id} divider alignItems="flex-start" sx={{ gap: 1.5, px: 0 }} data-colour={r.colour}>
          <Dot color={style.color} size={14} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {r.full_name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                · {style.label}
                {about.length ? ` · ${about.join(' · ')}` : ''}
              </Typography>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shownReasons(r.reasons, r.colour).map((reason) => (
                <Box component="li" key={reason.text} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Dot color={LIGHT_STYLE[reason.colour].color} size={8} />
                  <Typography variant="caption">{reason.text}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </ListItem>
      );
    })}
  </List>
);
