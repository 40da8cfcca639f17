import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { HomePanel } from './HomePanel.tsx';
import type { CalendarItem } from './home-calendar.ts';

/** 'PRÓXIMOS EVENTOS Y TORNEOS': name and date; passed ones struck through, greyed and last. */
export const UpcomingEvents = ({ items, pending }: { items: CalendarItem[]; pending: boolean }) => (
  <HomePanel title="PRÓXIMOS EVENTOS Y TORNEOS" testId="home-upcoming" pending={pending}>
    {items.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        No hay eventos en este bimestre.
      </Typography>
    ) : (
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.key} disableGutters data-passed={item.has_passed ? 'true' : 'false'}>
            <ListItemText
              primary={item.name}
              secondary={item.parsed_date}
              sx={{ m: 0, textDecoration: item.has_passed ? 'line-through' : 'none' }}
              // Passed ones greyed with the theme's secondary text (5.7:1 on white), not faded: 60 % opacity left the
              // date at 2.5:1.
              slotProps={{
                primary: { variant: 'body2', sx: { fontWeight: 600, color: item.has_passed ? 'text.secondary' : undefined } },
              }}
            />
          </ListItem>
        ))}
      </List>
    )}
  </HomePanel>
);
