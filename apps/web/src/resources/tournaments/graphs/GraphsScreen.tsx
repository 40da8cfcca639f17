import {
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
import { useApi } from '../../../providers/use-api.ts';
import { useSessionUser } from '../../../providers/use-session-user.ts';
import { prospectsApi } from '../../events/prospects/prospects-api.ts';
import { PageHeading } from '../../shared/PageHeading.tsx';
import { useListAll } from '../../shared/use-list-all.ts';
import { DoyangStandingsTable } from '../DoyangStandingsTable.tsx';
import { AddCompetitorDialog } from './AddCompetitorDialog.tsx';
import { BracketList } from './BracketList.tsx';
import { CompetitorDialog } from './CompetitorDialog.tsx';
import { GraphsControls } from './GraphsControls.tsx';
import { filterGraphs, type GraphFilters, type GraphTab, graphsOfTab, NO_FILTERS } from './graph-filters.ts';
import type { Graph, GraphCompetitor } from './graphs-api.ts';
import { PrintView } from './PrintView.tsx';
import { PlacedTable } from './ResultTables.tsx';
import { useConfirm } from './use-confirm.tsx';
import { useGraphActions, useGraphStandings, useGraphsTournament } from './use-graphs.ts';

const TABS: { value: GraphTab; label: string }[] = [
  { value: 'graphs', label: 'Gráficas' },
  { value: 'alone', label: '1° LUGAR S/COMPETIR' },
  { value: 'exhibitions', label: 'Exhibiciones' },
  { value: 'prized', label: 'Competidores premiados' },
  { value: 'not_prized', label: 'Competidores sin premiar' },
  { value: 'standings', label: 'Premiaciones de doyang' },
];

/**
 * The tournament graphs screen (spec 03 §2; issue 13): one tab per competition offered, the brackets by section, the
 * placed competitors and the doyang standings. Deciders pick winners; general direction edits in editor mode.
 */
function GraphStandings({ tournamentId }: { tournamentId: number }) {
  const standings = useGraphStandings(tournamentId);
  if (standings.isPending) return <CircularProgress sx={{ m: 2 }} />;
  if (standings.isError) return <Alert severity="error">No se pudieron leer las premiaciones.</Alert>;
  return <DoyangStandingsTable standings={standings.data.graph_standings} empty="Aún no hay lugares en las gráficas." />;
}

export const TournamentGraphs = () => {
  const { id } = useParams();
  const tournamentId = Number(id);
  const user = useSessionUser();
  const prospects = useApi(prospectsApi);
  const head = useQuery({
    queryKey: ['tournament-graphs-head', tournamentId],
    queryFn: () => prospects.event('tournaments', tournamentId),
  });
  const offered = head.data ? offeredCompetitions(head.data as TournamentFlags) : [];
  const [chosen, setChosen] = useState<CompetitionTypeId | null>(null);
  const competition = chosen ?? offered[0];
  const data = useGraphsTournament(tournamentId, competition);
  const actions = useGraphActions(tournamentId, competition);
  const { ask, element: confirm } = useConfirm();
  const { data: degrees = [] } = useListAll<{ id: number; name: string; order: number }>('degrees', { 'orderBy[order]': 'asc' });
  const [tab, setTab] = useState<GraphTab>('graphs');
  const [filters, setFilters] = useState<GraphFilters>(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const [editor, setEditor] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [card, setCard] = useState<{ graph: Graph; competitor: GraphCompetitor } | null>(null);
  const [adding, setAdding] = useState<Graph | null>(null);
  const [drawMessage, setDrawMessage] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);

  const generalDirection = Boolean(user && canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Torneos', 'update'));
  const graphs = data.data?.graphs ?? [];
  const rankOf = useMemo(() => {
    const ranks = new Map(degrees.map((d) => [d.id, d.order]));
    return (degreeId: number | null) => (degreeId === null ? null : (ranks.get(degreeId) ?? null));
  }, [degrees]);
  const shown = useMemo(() => graphsOfTab(filterGraphs(graphs, deferred, rankOf), tab), [graphs, deferred, rankOf, tab]);

  const onChoose = useCallback(
    (graph: Graph, competitor: GraphCompetitor, encounter: number | null) => {
      const other = encounter === null ? undefined : graph.users[encounter]?.find((o) => o.user_id !== competitor.user_id);
      if (graph.can_decide && other)
        ask({
          title: `Ganador: ${competitor.full_name}`,
          content: `${competitor.full_name} gana el encuentro contra ${other.full_name}.`,
          action: () => actions.decide(graph, competitor.user_id, other.user_id),
        });
      else setCard({ graph, competitor });
    },
    [ask, actions],
  );
  const onSelect = useCallback(
    (graphId: number, on: boolean) =>
      setSelected((old) => {
        const next = new Set(old);
        if (on) next.add(graphId);
        else next.delete(graphId);
        return next;
      }),
    [],
  );

  if (head.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (head.isError || !head.data) return <Alert severity="error">No se encontró el torneo.</Alert>;
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
  const bracketTab = tab === 'graphs' || tab === 'alone' || tab === 'exhibitions';

  return (
    <Box sx={{ pb: 3 }} data-testid="graphs-screen">
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
          <GraphsControls filters={filters} onChange={setFilters} degrees={degrees} areas={areas} />
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
                  graphs={shown}
                  total={graphs.length}
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
                <GraphStandings tournamentId={tournamentId} />
              ) : (
                <PlacedTable graphs={filterGraphs(graphs, deferred, rankOf)} prized={tab === 'prized'} />
              )}
            </Box>
          </Paper>
        </>
      )}
      {card && (
        <CompetitorDialog
          graph={card.graph}
          competitor={card.competitor}
          editor={editor && generalDirection}
          graphs={graphs}
          actions={actions}
          ask={ask}
          onClose={() => setCard(null)}
        />
      )}
      {adding && <AddCompetitorDialog graph={adding} graphs={graphs} actions={actions} onClose={() => setAdding(null)} />}
      {printing && (
        <PrintView
          tournament={tournament.name}
          graphs={graphs.filter((g) => selected.has(g.id))}
          onClose={() => setPrinting(false)}
        />
      )}
      {confirm}
    </Box>
  );
};
