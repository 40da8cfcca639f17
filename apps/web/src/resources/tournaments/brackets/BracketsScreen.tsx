import {
  type BracketAnswer,
  type BracketCompetitorAnswer,
  COMPETITION_TYPES,
  type CompetitionTypeId,
  canSeeGeneralDirection,
  hasPermission,
  offeredCompetitions,
  type TournamentFlags,
} from '@doyang/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Paper, Switch, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Refusal, refusalOf } from '../../../layout/Refusal.tsx';
import { useApi } from '../../../providers/use-api.ts';
import { useSessionUser } from '../../../providers/use-session-user.ts';
import { prospectsApi } from '../../events/prospects/prospects-api.ts';
import { PageHeading } from '../../shared/PageHeading.tsx';
import { useListAll } from '../../shared/use-list-all.ts';
import { DoyangStandingsTable } from '../DoyangStandingsTable.tsx';
import { AddCompetitorDialog } from './AddCompetitorDialog.tsx';
import { BracketList } from './BracketList.tsx';
import { BracketsControls } from './BracketsControls.tsx';
import { type BracketFilters, type BracketTab, bracketsOfTab, filterBrackets, NO_FILTERS } from './bracket-filters.ts';
import { CompetitorDialog } from './CompetitorDialog.tsx';
import { PrintView } from './PrintView.tsx';
import { PlacedTable } from './ResultTables.tsx';
import { useBracketActions, useBracketStandings, useBracketsTournament } from './use-brackets.ts';
import { useConfirm } from './use-confirm.tsx';

const TABS: { value: BracketTab; label: string }[] = [
  { value: 'brackets', label: 'Gráficas' },
  { value: 'alone', label: '1° LUGAR S/COMPETIR' },
  { value: 'exhibitions', label: 'Exhibiciones' },
  { value: 'prized', label: 'Competidores premiados' },
  { value: 'not_prized', label: 'Competidores sin premiar' },
  { value: 'standings', label: 'Premiaciones de doyang' },
];

/**
 * The tournament brackets screen (spec 03 §2; issue 13): one tab per competition offered, the brackets by section, the
 * placed competitors and the doyang standings. Deciders pick winners; general direction edits in editor mode.
 */
function BracketStandings({ tournamentId }: { tournamentId: number }) {
  const standings = useBracketStandings(tournamentId);
  if (standings.isPending) return <CircularProgress sx={{ m: 2 }} />;
  if (standings.isError) return <Alert severity="error">No se pudieron leer las premiaciones.</Alert>;
  return <DoyangStandingsTable standings={standings.data.graph_standings} empty="Aún no hay lugares en las gráficas." />;
}

export const TournamentBrackets = () => {
  const { id } = useParams();
  const tournamentId = Number(id);
  const user = useSessionUser();
  const prospects = useApi(prospectsApi);
  const head = useQuery({
    queryKey: ['tournament-brackets-head', tournamentId],
    queryFn: () => prospects.event('tournaments', tournamentId),
  });
  const offered = head.data ? offeredCompetitions(head.data as TournamentFlags) : [];
  const [chosen, setChosen] = useState<CompetitionTypeId | null>(null);
  const competition = chosen ?? offered[0];
  const data = useBracketsTournament(tournamentId, competition);
  const actions = useBracketActions(tournamentId, competition);
  const { ask, element: confirm } = useConfirm();
  const { data: degrees = [] } = useListAll<{ id: number; name: string; order: number }>('degrees', { 'orderBy[order]': 'asc' });
  const [tab, setTab] = useState<BracketTab>('brackets');
  const [filters, setFilters] = useState<BracketFilters>(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const [editor, setEditor] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [card, setCard] = useState<{ bracket: BracketAnswer; competitor: BracketCompetitorAnswer } | null>(null);
  const [adding, setAdding] = useState<BracketAnswer | null>(null);
  const [drawMessage, setDrawMessage] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);

  const generalDirection = Boolean(user && canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Torneos', 'update'));
  const brackets = data.data?.graphs ?? [];
  const rankOf = useMemo(() => {
    const ranks = new Map(degrees.map((d) => [d.id, d.order]));
    return (degreeId: number | null) => (degreeId === null ? null : (ranks.get(degreeId) ?? null));
  }, [degrees]);
  const shown = useMemo(() => bracketsOfTab(filterBrackets(brackets, deferred, rankOf), tab), [brackets, deferred, rankOf, tab]);

  const onChoose = useCallback(
    (bracket: BracketAnswer, competitor: BracketCompetitorAnswer, encounter: number | null) => {
      const other = encounter === null ? undefined : bracket.users[encounter]?.find((o) => o.user_id !== competitor.user_id);
      if (bracket.can_decide && other)
        ask({
          title: `Ganador: ${competitor.full_name}`,
          content: `${competitor.full_name} gana el encuentro contra ${other.full_name}.`,
          action: () => actions.decide(bracket, competitor.user_id, other.user_id),
        });
      else setCard({ bracket, competitor });
    },
    [ask, actions],
  );
  const onSelect = useCallback(
    (bracketId: number, on: boolean) =>
      setSelected((old) => {
        const next = new Set(old);
        if (on) next.add(bracketId);
        else next.delete(bracketId);
        return next;
      }),
    [],
  );

  if (head.isPending) return <CircularProgress sx={{ m: 4 }} />;
  // A tournament or brackets the server refuses show the refusal, not an empty screen ('Aún no hay gráficas').
  if (head.isError || !head.data) return <Refusal {...refusalOf(head.error)} />;
  if (data.isError) return <Refusal {...refusalOf(data.error)} />;
  const tournament = head.data;
  const areas = data.data?.tournament_areas ?? [];
  const drawMissing = async () => {
    setDrawing(true);
    try {
      const res = await actions.api.addMissing(tournamentId);
      setDrawMessage(res.message);
      await actions.reload();
    } catch (e) {
      setDrawMessage(e instanceof Error ? e.message : 'Hubo un error al agregar las gráficas');
    } finally {
      setDrawing(false);
    }
  };
  const allShownSelected = shown.length > 0 && shown.every((g) => selected.has(g.id));
  const bracketTab = tab === 'brackets' || tab === 'alone' || tab === 'exhibitions';

  return (
    <Box sx={{ pb: 3 }} data-testid="brackets-screen">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component={Link} to="/tournaments" startIcon={<ArrowBackIcon />} size="small">
          Torneos
        </Button>
        <Button component={Link} to={`/tournaments/${tournamentId}/prospects`} size="small">
          Prospectos
        </Button>
      </Box>
      <PageHeading>{`GRÁFICAS — ${tournament.name}`}</PageHeading>
      {!offered.length ? (
        <Alert severity="info">El torneo no ofrece ninguna competencia.</Alert>
      ) : (
        <>
          <Tabs
            value={competition}
            onChange={(_, v) => {
              setChosen(v);
              setSelected(new Set());
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Competencias"
          >
            {offered.map((c) => (
              <Tab key={c} value={c} label={COMPETITION_TYPES[c]} />
            ))}
          </Tabs>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }} className="no-print">
            {generalDirection && (
              <>
                <Button variant="contained" size="small" onClick={drawMissing} disabled={drawing}>
                  Agregar gráficas faltantes
                </Button>
                <FormControlLabel
                  control={<Switch checked={editor} onChange={(e) => setEditor(e.target.checked)} />}
                  label="Modo editor"
                />
              </>
            )}
            <Button
              size="small"
              onClick={() => setSelected(allShownSelected ? new Set() : new Set(shown.map((g) => g.id)))}
              disabled={!bracketTab || !shown.length}
            >
              {allShownSelected ? 'Quitar selección' : 'Seleccionar todas las mostradas'}
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<PrintIcon />}
              disabled={!selected.size}
              onClick={() => setPrinting(true)}
            >
              {`Imprimir (${selected.size})`}
            </Button>
          </Box>
          {drawMessage && (
            <Alert severity="info" onClose={() => setDrawMessage(null)} sx={{ mt: 1 }}>
              {drawMessage}
            </Alert>
          )}
          <BracketsControls filters={filters} onChange={setFilters} degrees={degrees} areas={areas} />
          <Paper variant="outlined">
            <Tabs
              value={tab}
              onChange={(_, v) => {
                setTab(v);
                if (v === 'prized' || v === 'not_prized') void data.refetch();
              }}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Vistas de gráficas"
            >
              {TABS.map((t) => (
                <Tab key={t.value} value={t.value} label={t.label} />
              ))}
            </Tabs>
            <Box sx={{ p: 1 }}>
              {data.isPending ? (
                <CircularProgress sx={{ m: 2 }} />
              ) : data.isError ? (
                <Alert severity="error">No se pudieron leer las gráficas.</Alert>
              ) : bracketTab ? (
                <BracketList
                  key={`${competition}-${tab}`}
                  brackets={shown}
                  total={brackets.length}
                  selected={selected}
                  onSelect={onSelect}
                  onChoose={onChoose}
                  actions={actions}
                  editor={editor && generalDirection}
                  areas={areas}
                  ask={ask}
                  onAdd={setAdding}
                />
              ) : tab === 'standings' ? (
                <BracketStandings tournamentId={tournamentId} />
              ) : (
                <PlacedTable brackets={filterBrackets(brackets, deferred, rankOf)} prized={tab === 'prized'} />
              )}
            </Box>
          </Paper>
        </>
      )}
      {card && (
        <CompetitorDialog
          bracket={card.bracket}
          competitor={card.competitor}
          editor={editor && generalDirection}
          brackets={brackets}
          actions={actions}
          ask={ask}
          onClose={() => setCard(null)}
        />
      )}
      {adding && <AddCompetitorDialog bracket={adding} brackets={brackets} actions={actions} onClose={() => setAdding(null)} />}
      {printing && (
        <PrintView
          tournament={tournament.name}
          brackets={brackets.filter((g) => selected.has(g.id))}
          onClose={() => setPrinting(false)}
        />
      )}
      {confirm}
    </Box>
  );
};
