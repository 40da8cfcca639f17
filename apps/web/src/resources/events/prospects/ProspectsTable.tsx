import { approvalLabel, DEFAULT_PAGE_SIZE, MSG } from '@doyang/domain';
import EditNoteIcon from '@mui/icons-material/EditNote';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { SmallPagination } from '../../shared/SmallPagination.tsx';
import { RegistrationDialog } from '../../tournaments/prospects/RegistrationDialog.tsx';
import { CompetitionLines, travelText, weighInText } from '../../tournaments/prospects/tournament-cells.tsx';
import { BlackBeltRevision } from './BlackBeltRevision.tsx';
import { BlockSelect } from './BlockSelect.tsx';
import { PersonCells, PersonSearch, usePersonColumns } from './PersonCells.tsx';
import { PrintApplication } from './PrintApplication.tsx';
import type { ScreenRights } from './ProspectsScreen.tsx';
import { type EventHead, type ProspectKind, type ProspectRow, prospectsApi } from './prospects-api.ts';
import { ResultDialog } from './ResultDialog.tsx';
import { useProspectList, useRefreshScreen } from './use-prospects.ts';

type Props = { kind: ProspectKind; event: EventHead; doyangId: number | null; rights: ScreenRights };

const APPROVAL_COLOUR = { APROBADO: 'success', RECHAZADO: 'error', PENDIENTE: 'default' } as const;

/** What the result column reads: the result's name, with the score of an exam. */
function resultText(row: ProspectRow): string {
  if (!row.result_name) return '';
  return row.numeric_result != null ? `${row.result_name} (${Number(row.numeric_result)})` : row.result_name;
}

/**
 * Prospectos (spec 03 §2, §4): before the event, actions (return to candidate) and approval (general direction,
 * in bulk); once the event is over the actions give way to results, assigned by general direction, and the approval
 * stays as a read-only column. A graded person's row
 * is green.
 */
export const ProspectsTable = ({ kind, event, doyangId, rights }: Props) => {
  const list = useProspectList<ProspectRow>('prospects', kind, event.id, doyangId);
  const api = useApi(prospectsApi);
  const people = usePersonColumns();
  const refresh = useRefreshScreen(kind, event.id);
  const notify = useNotify();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [grading, setGrading] = useState<ProspectRow | null>(null);
  const [registering, setRegistering] = useState<ProspectRow | null>(null);
  const tournament = kind === 'tournaments';
  // Event prospects travel too (issue 27): their bus and hotel in a column of their own.
  const travels = kind === 'events';
  const [busy, setBusy] = useState(false);
  const exam = kind === 'exams';
  const over = event.has_passed;
  const approving = rights.direct && !over;
  const blocks = exam && rights.blocks && (event.blocks?.length ?? 0) > 0;
  const page = list.query.data;
  const rows = page?.data ?? [];

  const run = async (work: () => Promise<unknown>, failure: string, success?: string) => {
    setBusy(true);
    try {
      await work();
      await refresh();
      if (success) notify(success, { type: 'success' });
    } catch (error) {
      notify(errorText(error, failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const approve = (value: boolean | null) =>
    run(async () => {
      await api.approve(kind, event.id, [...chosen], value);
      setChosen(new Set());
    }, MSG.generic);
  const demote = (row: ProspectRow) => run(() => api.remove(kind, event.id, row.id), MSG.prospectDemoteError);
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.id));

  const headers: ReactNode[] = [
    ...people.headers,
    ...(tournament ? ['Peso y talla', over ? 'Resultados' : 'Competencias'] : []),
    ...(travels ? ['Autobús y hotel'] : []),
    // Before the date nobody has a result: those columns arrive when approval and actions give way (spec 03 §4).
    ...(over && !tournament ? ['Resultado', ...(exam ? ['Grado siguiente'] : [])] : []),
    ...(blocks ? ['Bloque'] : []),
    // Once over, who was approved stays in sight of who grades (read only: approval is closed).
    ...(over ? ['Aprobado', rights.direct ? 'Asignar' : null] : ['Acciones', 'Aprobado']),
  ].filter(Boolean);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PersonSearch value={list.text} onChange={list.setText} />
        {approving && (
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <Button
              size="small"
              variant="contained"
              color="success"
              disabled={!chosen.size || busy}
              onClick={() => approve(true)}
            >
              Aprobar ({chosen.size})
            </Button>
            <Button size="small" variant="outlined" color="error" disabled={!chosen.size || busy} onClick={() => approve(false)}>
              Rechazar
            </Button>
            <Button size="small" variant="text" disabled={!chosen.size || busy} onClick={() => approve(null)}>
              Dejar pendiente
            </Button>
          </Box>
        )}
      </Box>
      {(list.query.isFetching || busy) && <LinearProgress />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Prospectos">
          <TableHead>
            <TableRow>
              {approving && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
                    slotProps={{ input: { 'aria-label': 'Seleccionar todos' } }}
                  />
                </TableCell>
              )}
              {headers.map((h) => (
                <TableCell key={String(h)}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const approval = approvalLabel(row.is_prospect_approved);
              const approvalCell = (
                <TableCell>
                  <Chip size="small" label={approval} color={APPROVAL_COLOUR[approval]} variant="outlined" />
                </TableCell>
              );
              return (
                <TableRow
                  key={row.id}
                  data-promoted={row.already_promoted ? 'true' : undefined}
                  sx={row.already_promoted ? { bgcolor: (theme) => alpha(theme.palette.success.main, 0.16) } : undefined}
                >
                  {approving && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={chosen.has(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{ input: { 'aria-label': `Seleccionar a ${row.full_name}` } }}
                      />
                    </TableCell>
                  )}
                  <PersonCells row={row} compact={people.compact} />
                  {tournament && <TableCell sx={{ whiteSpace: 'nowrap' }}>{weighInText(row) || '—'}</TableCell>}
                  {tournament && (
                    <TableCell>
                      <CompetitionLines row={row} results={over} />
                    </TableCell>
                  )}
                  {travels && <TableCell sx={{ whiteSpace: 'nowrap' }}>{travelText(row) || '—'}</TableCell>}
                  {over && !tournament && <TableCell>{resultText(row)}</TableCell>}
                  {over && exam && (
                    <TableCell>
                      {row.next_degree_name ?? ''}
                      {row.next_degree_name && row.next_partial ? ` · parcial ${row.next_partial}` : ''}
                    </TableCell>
                  )}
                  {blocks && (
                    <TableCell>
                      <BlockSelect event={event} row={row} onChange={refresh} />
                    </TableCell>
                  )}
                  {over ? (
                    <>
                      {approvalCell}
                      {rights.direct && (
                        <TableCell>
                          <Button size="small" variant="outlined" onClick={() => setGrading(row)}>
                            {row.already_promoted ? 'Cambiar' : 'Asignar resultado'}
                          </Button>
                        </TableCell>
                      )}
                    </>
                  ) : (
                    <>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {exam && <PrintApplication examId={event.id} row={row} />}
                        {(tournament || travels) && rights.register && (
                          <Tooltip placement="left" title={tournament ? 'Competencias, autobús y hotel' : 'Autobús y hotel'}>
                            <IconButton
                              size="small"
                              onClick={() => setRegistering(row)}
                              aria-label={`${tournament ? 'Inscripción' : 'Autobús y hotel'} de ${row.full_name}`}
                            >
                              <EditNoteIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        {event.is_black_belt && rights.direct && <BlackBeltRevision examId={event.id} row={row} />}
                        {rights.remove && (rights.direct || row.is_prospect_approved === null) && (
                          <Tooltip placement="left" title="Regresar a candidato">
                            <IconButton
                              size="small"
                              aria-label={`Regresar a ${row.full_name} a candidato`}
                              disabled={busy}
                              onClick={() => demote(row)}
                            >
                              <UndoIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                      {approvalCell}
                    </>
                  )}
                </TableRow>
              );
            })}
            {page && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length + 1}>No hay prospectos.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <SmallPagination
        count={page?.total ?? 0}
        page={list.page - 1}
        perPage={DEFAULT_PAGE_SIZE}
        onPage={(p) => list.setPage(p + 1)}
      />
      {registering && (
        <RegistrationDialog
          kind={tournament ? 'tournaments' : 'events'}
          event={event}
          row={registering}
          onClose={() => setRegistering(null)}
          onSaved={async () => {
            setRegistering(null);
            await refresh();
          }}
        />
      )}
      {grading && (
        <ResultDialog
          kind={kind}
          event={event}
          row={grading}
          onClose={() => setGrading(null)}
          onSaved={async () => {
            setGrading(null);
            await refresh();
          }}
        />
      )}
    </>
  );
};
