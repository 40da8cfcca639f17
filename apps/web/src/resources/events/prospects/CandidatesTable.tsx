import { DEFAULT_PAGE_SIZE, MSG } from '@doyang/domain';
import MonitorWeightIcon from '@mui/icons-material/MonitorWeight';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { SmallPagination } from '../../shared/SmallPagination.tsx';
import { SomatometryDialog } from '../../tournaments/prospects/SomatometryDialog.tsx';
import { weighInText } from '../../tournaments/prospects/tournament-cells.tsx';
import { PersonCells, PersonSearch, usePersonColumns } from './PersonCells.tsx';
import type { ScreenRights } from './ProspectsScreen.tsx';
import { type EventHead, type PersonRow, type ProspectKind, prospectsApi } from './prospects-api.ts';
import { useProspectList, useRefreshScreen } from './use-prospects.ts';

type Props = { kind: ProspectKind; event: EventHead; doyangId: number | null; rights: ScreenRights };

/** Candidatos: the doyang's people not yet prospects; 'agregar' makes one a prospect. */
export const CandidatesTable = ({ kind, event, doyangId, rights }: Props) => {
  const list = useProspectList<PersonRow>('candidates', kind, event.id, doyangId);
  const api = useApi(prospectsApi);
  const people = usePersonColumns();
  const refresh = useRefreshScreen(kind, event.id);
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const [weighing, setWeighing] = useState<PersonRow | null>(null);
  const canAdd = rights.add && (!event.has_passed || rights.direct);
  const tournament = kind === 'tournaments';
  // Before the tournament's day a candidate is weighed in first (spec 03 §4).
  const needsWeighIn = (row: PersonRow) => tournament && !event.has_passed && !weighInText(row);
  const add = async (userId: number, fromDoyang: number) => {
    setBusy(userId);
    try {
      await api.add(kind, event.id, userId, fromDoyang);
      await refresh();
    } catch (error) {
      notify(errorText(error, 'Error al agregar al alumno como prospecto'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const page = list.query.data;
  return (
    <>
      <PersonSearch value={list.text} onChange={list.setText} />
      {list.query.isFetching && <LinearProgress />}
      <Table size="small" aria-label="Candidatos">
        <TableHead>
          <TableRow>
            {people.headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
            {tournament && <TableCell>Peso y talla</TableCell>}
            {canAdd && <TableCell align="right">Acciones</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {page?.data.map((row) => (
            <TableRow key={`${row.id}-${row.doyang_id}`}>
              <PersonCells row={row} compact={people.compact} />
              {tournament && <TableCell sx={{ whiteSpace: 'nowrap' }}>{weighInText(row) || '—'}</TableCell>}
              {canAdd && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {tournament && (
                    <Tooltip placement="left" title="Registrar peso y talla">
                      <IconButton
                        size="small"
                        aria-label={`Registrar peso y talla de ${row.full_name}`}
                        onClick={() => setWeighing(row)}
                      >
                        <MonitorWeightIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {/* Beside its button, never over the next row's: the rows move up as one is added. */}
                  <Tooltip placement="left" title={needsWeighIn(row) ? MSG.noSomatometry : 'Agregar como prospecto'}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Agregar a ${row.full_name} como prospecto`}
                        disabled={busy !== null || needsWeighIn(row)}
                        onClick={() => add(row.id, row.doyang_id)}
                      >
                        <PersonAddIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
          {page && page.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={tournament ? 6 : 5}>No hay candidatos.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <SmallPagination
        count={page?.total ?? 0}
        page={list.page - 1}
        perPage={DEFAULT_PAGE_SIZE}
        onPage={(p) => list.setPage(p + 1)}
      />
      {weighing && (
        <SomatometryDialog
          tournamentId={event.id}
          row={weighing}
          onClose={() => setWeighing(null)}
          onSaved={async () => {
            setWeighing(null);
            await refresh();
          }}
        />
      )}
    </>
  );
};
