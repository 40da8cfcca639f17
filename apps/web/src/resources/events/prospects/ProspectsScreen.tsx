import { canSeeGeneralDirection, hasPermission, isGeneralDirectionDoyang } from '@doyang/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSelectedDoyang } from '../../../layout/selected-doyang.ts';
import { useSessionUser } from '../../../providers/use-session-user.ts';
import { PageHeading } from '../../shared/PageHeading.tsx';
import { ForeignersImport } from '../../tournaments/foreigners/ForeignersImport.tsx';
import { BracketResults } from '../../tournaments/prospects/BracketResults.tsx';
import { TournamentDownloads } from '../../tournaments/prospects/TournamentDownloads.tsx';
import { TournamentSections } from '../../tournaments/prospects/TournamentSections.tsx';
import { CandidatesTable } from './CandidatesTable.tsx';
import { ExamBlocks } from './ExamBlocks.tsx';
import { ExamSheetButtons } from './ExamSheetButtons.tsx';
import { ProspectDownloads } from './ProspectDownloads.tsx';
import { ProspectsTable } from './ProspectsTable.tsx';
import type { ProspectKind } from './prospects-api.ts';
import { useEventHead, useRefreshScreen } from './use-prospects.ts';

const AREAS = {
  exams: { area: 'Examen', doyangArea: 'Doyang Examen', title: 'EXAMEN', back: 'Exámenes' },
  events: { area: 'Eventos', doyangArea: 'Doyang Eventos', title: 'EVENTO', back: 'Eventos' },
  tournaments: { area: 'Torneos', doyangArea: 'Doyang Torneos', title: 'TORNEO', back: 'Torneos' },
} as const;

export type ScreenRights = {
  add: boolean;
  remove: boolean;
  /** General direction: approve, reject, grade (spec 03 §6). */
  direct: boolean;
  blocks: boolean;
  /** A tournament prospect's competitions and travel, an event prospect's travel (the registration call: update). */
  register: boolean;
};

/**
 * The prospects screen (spec 03 §2): tabs Prospectos and Candidatos, the block table for exams. People without a
 * selected doyang go Home unless they are general direction, who see every doyang's people.
 */
const ProspectsScreen = ({ kind }: { kind: ProspectKind }) => {
  const { id } = useParams();
  const eventId = Number(id);
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const [tab, setTab] = useState<'prospects' | 'candidates'>('prospects');
  const head = useEventHead(kind, eventId);
  const refresh = useRefreshScreen(kind, eventId);
  if (!user) return null;
  const generalDirection = canSeeGeneralDirection(user);
  if (!generalDirection && !selected) return <Navigate to="/" replace />;
  const doyangId = selected && !isGeneralDirectionDoyang(selected.id) ? selected.id : null;
  const { area, doyangArea } = AREAS[kind];
  const rights: ScreenRights = {
    add: hasPermission(user.permissions, [area, doyangArea], 'create'),
    remove: hasPermission(user.permissions, [area, doyangArea], 'delete'),
    direct: generalDirection && hasPermission(user.permissions, area, 'update'),
    blocks: hasPermission(user.permissions, 'Examen', 'update'),
    register: hasPermission(user.permissions, [area, doyangArea], 'update'),
  };
  if (head.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (head.isError || !head.data) return <Alert severity="error">No se encontró el evento.</Alert>;
  const event = head.data;
  return (
    <Box sx={{ pb: 3 }} data-testid="prospects-screen">
      <Button component={Link} to={`/${kind}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mt: 1 }}>
        {AREAS[kind].back}
      </Button>
      {kind === 'tournaments' && (
        <Button component={Link} to={`/tournaments/${eventId}/graphs`} size="small" sx={{ mt: 1, ml: 1 }}>
          Gráficas
        </Button>
      )}
      <PageHeading>{`PROSPECTOS — ${event.name}`}</PageHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {event.parsed_date}
        {event.has_passed ? ' · El evento ya pasó: se asignan resultados' : ''}
        {doyangId && selected ? ` · ${selected.name}` : generalDirection ? ' · Todos los doyangs' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <ProspectDownloads kind={kind} eventId={eventId} doyangId={doyangId} />
        {kind === 'exams' && <ExamSheetButtons examId={event.id} doyangId={doyangId} />}
        {kind === 'tournaments' && (
          <BracketResults tournament={event} doyangId={doyangId} canTransfer={rights.direct} onTransferred={refresh} />
        )}
        {kind === 'tournaments' && rights.direct && (
          <>
            <TournamentDownloads tournamentId={event.id} />
            <ForeignersImport tournamentId={event.id} onImported={refresh} />
          </>
        )}
      </Box>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label="Prospectos y candidatos">
          <Tab value="prospects" label="Prospectos" />
          <Tab value="candidates" label="Candidatos" />
        </Tabs>
        <Box sx={{ p: 1 }}>
          {tab === 'prospects' ? (
            <ProspectsTable kind={kind} event={event} doyangId={doyangId} rights={rights} />
          ) : (
            <CandidatesTable kind={kind} event={event} doyangId={doyangId} rights={rights} />
          )}
        </Box>
      </Paper>
      {kind === 'exams' && <ExamBlocks event={event} editable={rights.blocks} />}
      {kind === 'tournaments' && <TournamentSections tournament={event} rights={rights} />}
    </Box>
  );
};

export const ExamProspects = () => <ProspectsScreen kind="exams" />;
export const EventProspects = () => <ProspectsScreen kind="events" />;
export const TournamentProspects = () => <ProspectsScreen kind="tournaments" />;
