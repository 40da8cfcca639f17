import {
  APP_TIME_ZONE,
  categoryAndCompetition,
  formatDayMonYear,
  type LiveBoard,
  type LiveEncounter,
  type LivePerson,
  MSG,
} from '@doyang/domain';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Button, CssBaseline, createTheme, ThemeProvider, Typography, useMediaQuery } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLiveBoard } from './use-live-board.ts';

// The live view of a tournament (issue 13, beyond the spec): a TV at the venue, read from across the room — what is
// fought now in each area, what follows, the latest winners and champions. Public (no login, no back-office shell);
// it re-reads the board whenever the server says the brackets changed.

const dark = createTheme({
  palette: {
    mode: 'dark',
    background: { default: '#0b0e13', paper: '#151a22' },
    primary: { main: '#ef5350' },
    text: { primary: '#f5f7fa', secondary: '#aeb6c2' },
  },
  typography: { fontFamily: 'Roboto, Arial, sans-serif' },
});

const GOLD = '#ffd54f';
const clock = new Intl.DateTimeFormat('es-MX', { timeZone: APP_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const clockSeconds = new Intl.DateTimeFormat('es-MX', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const timeOf = (iso: string) => clock.format(new Date(iso));

const areaText = (area: number | null) => (area === null ? 'Sin área' : `Área ${area}`);
const whereText = (e: { category: string; competition: string }) => categoryAndCompetition(e.category, e.competition).join(' · ');

/** Heading of a block: small capitals, muted. */
const Heading = ({ children }: { children: string }) => (
  <Typography component="h2" sx={{ fontSize: 22, fontWeight: 700, letterSpacing: 2, color: 'text.secondary', mb: 1.5 }}>
    {children.toUpperCase()}
  </Typography>
);

type FighterProps = { person: LivePerson | undefined; align: 'left' | 'right'; compact: boolean };

/** `compact`: one of several areas side by side on a TV, sized by the screen's height so the row fits. */
const Fighter = ({ person, align, compact }: FighterProps) => (
  <Box sx={{ flex: 1, minWidth: 0, textAlign: align === 'right' ? { xs: 'left', md: 'right' } : 'left' }}>
    <Typography
      data-testid="live-current-name"
      sx={{
        fontSize: compact ? 'clamp(24px, 3.6vh, 56px)' : 'clamp(48px, 4.2vw, 80px)',
        fontWeight: 800,
        lineHeight: 1.05,
        overflowWrap: 'anywhere',
      }}
    >
      {person?.full_name ?? '—'}
    </Typography>
    <Typography sx={{ fontSize: compact ? 'clamp(16px, 2.2vh, 26px)' : 26, color: 'text.secondary', mt: 0.5 }}>
      {person?.doyang_name ?? ''}
    </Typography>
  </Box>
);

type CardProps = { e: LiveEncounter; showArea: boolean; wide: boolean; compact: boolean };

/** `wide`: the only card on screen, the two names side by side; several cards stack their names. */
const CurrentCard = ({ e, showArea, wide, compact }: CardProps) => (
  <Box
    component="section"
    aria-label="Encuentro en curso"
    sx={{ bgcolor: 'background.paper', borderRadius: 3, p: compact ? 2.5 : { xs: 2.5, md: 4 } }}
  >
    <Typography sx={{ fontSize: compact ? 'clamp(16px, 2.2vh, 26px)' : 26, color: 'text.secondary', mb: compact ? 1 : 2 }}>
      {showArea && (
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 800, mr: 1.5 }}>
          {areaText(e.area).toUpperCase()}
        </Box>
      )}
      {whereText(e)} · {e.round}
      {e.is_exhibition ? ' · Exhibición' : ''}
    </Typography>
    <Box
      sx={{
        display: 'flex',
        flexDirection: wide ? { xs: 'column', md: 'row' } : 'column',
        alignItems: wide ? { md: 'center' } : undefined,
        gap: wide ? { xs: 1.5, md: 4 } : 1.5,
      }}
    >
      <Fighter person={e.competitors[0]} align="left" compact={compact} />
      <Typography sx={{ fontSize: compact ? 'clamp(22px, 3vh, 36px)' : 36, fontWeight: 800, color: 'primary.main' }}>
        VS
      </Typography>
      <Fighter person={e.competitors[1]} align={wide ? 'right' : 'left'} compact={compact} />
    </Box>
  </Box>
);

/** What each area fights now: one card per area. */
const Now = ({ board, tv }: { board: LiveBoard; tv: boolean }) => (
  <>
    {/* Every encounter decided: the day is over, not 'en curso' with nothing pending. */}
    <Heading>{!board.current.length && !board.next.length && board.recent.length ? 'Terminado' : 'En curso'}</Heading>
    {board.current.length ? (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: tv
            ? `repeat(${tvColumns(board.current.length)}, minmax(0, 1fr))`
            : { xs: '1fr', lg: board.current.length > 1 ? '1fr 1fr' : '1fr' },
          gap: 2.5,
          flexShrink: 0,
        }}
      >
        {board.current.map((e) => (
          <CurrentCard
            key={`${e.graph_id}-${e.encounter}`}
            e={e}
            showArea={board.area === null}
            wide={board.current.length === 1}
            compact={tv && board.current.length > 1}
          />
        ))}
      </Box>
    ) : (
      <Typography sx={{ fontSize: 32, color: 'text.secondary' }}>
        {board.recent.length && !board.next.length ? 'Todos los encuentros están decididos' : 'Sin encuentros pendientes'}
      </Typography>
    )}
  </>
);

/** Before the tournament's day, nothing decided: when it is; the first encounters follow under 'Primeros encuentros'. */
const NotBegun = ({ board }: { board: LiveBoard }) => (
  <Box component="section" aria-label="El torneo aún no comienza" sx={{ flexShrink: 0 }}>
    <Heading>Aún no comienza</Heading>
    <Typography sx={{ fontSize: 'clamp(28px, 3vw, 44px)', fontWeight: 700 }}>
      El torneo es el {formatDayMonYear(board.tournament.date)}
    </Typography>
  </Box>
);

const Row = ({ children }: { children: ReactNode }) => (
  <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
    {children}
  </Box>
);

const Next = ({ board }: { board: LiveBoard }) => (
  <Box>
    <Heading>{board.begun ? 'Siguientes' : 'Primeros encuentros'}</Heading>
    {board.next.length ? (
      <Box component="ol" sx={{ m: 0, p: 0 }}>
        {board.next.map((e) => (
          <Row key={`${e.graph_id}-${e.encounter}`}>
            <Typography sx={{ fontSize: 30, fontWeight: 700, lineHeight: 1.2 }}>
              {e.competitors.map((c) => c.full_name).join('  vs  ')}
            </Typography>
            <Typography sx={{ fontSize: 20, color: 'text.secondary' }}>
              {board.area === null ? `${areaText(e.area)} · ` : ''}
              {whereText(e)} · {e.round}
            </Typography>
          </Row>
        ))}
      </Box>
    ) : (
      <Typography sx={{ fontSize: 24, color: 'text.secondary' }}>Sin encuentros en espera</Typography>
    )}
  </Box>
);

const Recent = ({ board }: { board: LiveBoard }) => (
  <Box>
    <Heading>Ganadores recientes</Heading>
    {board.recent.length ? (
      <Box component="ol" sx={{ m: 0, p: 0 }} data-testid="live-recent">
        {board.recent.map((d) => (
          <Row key={`${d.graph_id}-${d.encounter}`}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
              <Typography sx={{ fontSize: 20, color: 'text.secondary', flexShrink: 0 }}>{timeOf(d.decided_at)}</Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: 30, fontWeight: 700, lineHeight: 1.2 }}>{d.winner.full_name}</Typography>
                <Typography sx={{ fontSize: 20, color: 'text.secondary' }}>
                  {d.winner.doyang_name ? `${d.winner.doyang_name} · ` : ''}venció a {d.loser.full_name} · {whereText(d)} ·{' '}
                  {d.round}
                </Typography>
              </Box>
            </Box>
          </Row>
        ))}
      </Box>
    ) : (
      <Typography sx={{ fontSize: 24, color: 'text.secondary' }}>Aún no hay encuentros decididos</Typography>
    )}
  </Box>
);

const Champions = ({ board, tv }: { board: LiveBoard; tv: boolean }) =>
  board.champions.length ? (
    <Box sx={{ mt: tv ? 0 : 4 }}>
      <Heading>Campeones</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: tv ? '1fr' : 'repeat(auto-fill, minmax(340px, 1fr))', gap: 2 }}>
        {board.champions.map((c) => (
          <Box
            key={c.graph_id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', bgcolor: 'background.paper', borderRadius: 2, p: 2 }}
          >
            <EmojiEventsIcon sx={{ fontSize: 44, color: GOLD }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: 28, fontWeight: 700, color: GOLD, lineHeight: 1.2 }}>{c.champion.full_name}</Typography>
              <Typography sx={{ fontSize: 20, color: 'text.secondary' }}>
                {whereText(c)}
                {c.champion.doyang_name ? ` · ${c.champion.doyang_name}` : ''}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  ) : null;

const LiveIndicator = ({ live, updatedAt }: { live: boolean; updatedAt: Date | null }) => (
  <Box sx={{ textAlign: 'right', flexShrink: 0 }} role="status">
    <Typography sx={{ fontSize: 20, fontWeight: 700, color: live ? '#66bb6a' : 'text.secondary' }}>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: live ? '#66bb6a' : '#78808c',
          mr: 1,
          verticalAlign: 'middle',
        }}
      />
      {live ? 'en vivo' : 'reconectando…'}
    </Typography>
    {updatedAt && (
      <Typography sx={{ fontSize: 16, color: 'text.secondary' }}>Actualizado {clockSeconds.format(updatedAt)}</Typography>
    )}
  </Box>
);

const AreaButtons = ({ board }: { board: LiveBoard }) => {
  if (board.areas.length < 2) return null;
  const choices: (number | null)[] = [null, ...board.areas];
  return (
    <Box component="nav" aria-label="Áreas" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
      {choices.map((a) => (
        <Button
          key={a ?? 'all'}
          component={Link}
          to={{ search: a === null ? '' : `?area=${a}` }}
          variant={board.area === a ? 'contained' : 'outlined'}
          color={board.area === a ? 'primary' : 'inherit'}
          aria-current={board.area === a ? 'page' : undefined}
          sx={{ fontSize: 18, px: 2.5, transition: 'none' }}
        >
          {a === null ? 'Todas las áreas' : areaText(a)}
        </Button>
      ))}
    </Box>
  );
};

const Unavailable = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 4 }}>
    <Typography component="h1" sx={{ fontSize: 'clamp(32px, 4vw, 56px)', fontWeight: 700, textAlign: 'center' }}>
      {MSG.liveNotAvailable}
    </Typography>
  </Box>
);

/**
 * A landscape screen of TV size: the whole board on one screen with no scrolling (nobody scrolls a TV across the
 * room): the areas side by side, then what follows, the latest winners and the champions in three columns, each
 * showing what fits, newest first.
 */
const TV_SCREEN = '(min-width: 1200px) and (min-aspect-ratio: 16/10)';

/** A column of the TV board: cut at the bottom of the screen, fading out. */
const tvColumn = {
  minHeight: 0,
  overflow: 'hidden',
  maskImage: 'linear-gradient(to bottom, black 85%, transparent)',
} as const;

/** Areas in one row up to four; more take two rows (six areas: three and three). */
const tvColumns = (areas: number) => (areas <= 4 ? areas : Math.ceil(areas / 2));

const areaOf = (value: string | null): number | null => (value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null);

export const LivePage = () => {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const area = areaOf(search.get('area'));
  const { board, unavailable, live, updatedAt } = useLiveBoard(id, area);
  const tv = useMediaQuery(TV_SCREEN);
  const name = board?.tournament.name;
  useEffect(() => {
    if (name) document.title = `${name} · en vivo`;
  }, [name]);

  return (
    <ThemeProvider theme={dark}>
      <CssBaseline />
      {unavailable ? (
        <Unavailable />
      ) : (
        <Box
          component="main"
          sx={
            tv
              ? { height: '100vh', overflow: 'hidden', display: 'flex', flexDirection: 'column', p: 3 }
              : { minHeight: '100vh', p: { xs: 2, md: 4 } }
          }
        >
          {board && (
            <>
              <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: tv ? 2 : 3 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h1" sx={{ fontSize: 'clamp(28px, 3vw, 44px)', fontWeight: 800, lineHeight: 1.1 }}>
                    {board.tournament.name}
                  </Typography>
                  <Typography sx={{ fontSize: 20, color: 'text.secondary' }}>
                    {formatDayMonYear(board.tournament.date)}
                    {board.area !== null ? ` · ${areaText(board.area)}` : ''}
                  </Typography>
                  <AreaButtons board={board} />
                </Box>
                <LiveIndicator live={live} updatedAt={updatedAt} />
              </Box>
              {board.begun ? <Now board={board} tv={tv} /> : <NotBegun board={board} />}
              {tv ? (
                <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 5, mt: 3 }}>
                  <Box sx={tvColumn}>
                    <Next board={board} />
                  </Box>
                  <Box sx={tvColumn}>
                    <Recent board={board} />
                  </Box>
                  <Box sx={tvColumn}>
                    <Champions board={board} tv />
                  </Box>
                </Box>
              ) : (
                <>
                  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 5 }, mt: 4 }}>
                    <Next board={board} />
                    <Recent board={board} />
                  </Box>
                  <Champions board={board} tv={false} />
                </>
              )}
            </>
          )}
        </Box>
      )}
    </ThemeProvider>
  );
};
