import { blocksByWeek, type DoyangGroupAnswer } from '@doyang/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Loading, useCreatePath, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { GroupRowActions } from './GroupRowActions.tsx';
import { ResponsibleCell } from './ResponsibleCell.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;
/**
 * The actions stay in sight while a wide table scrolls sideways on a wide screen; below 900 px they scroll with the
 * row, since a pinned column there covered the responsible and certifier columns (issue 10).
 */
const stickyRight = { position: { xs: 'static', md: 'sticky' }, right: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/**
 * The group rows under one sub-header per week summary ('L, MI, V'), in the server's order (week
 * blocks, then start time), with name, students, schedule, responsible, certifier and the actions.
 */
export const GroupTable = ({ showDoyang }: { showDoyang: boolean }) => {
  const { data, isPending, resource } = useListContext<DoyangGroupAnswer>();
  const { canUpdate, canDelete } = useAreaPermissions(resource);
  const createPath = useCreatePath();
  const navigate = useNavigate();
  if (isPending) return <Loading />;
  if (!data?.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        No hay grupos registrados.
      </Typography>
    );
  const columns = showDoyang ? 7 : 6;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Grupos" data-testid="groups-table">
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            {showDoyang && <TableCell>Doyang</TableCell>}
            <TableCell align="right">Alumnos</TableCell>
            <TableCell>Horario</TableCell>
            <TableCell>Responsable</TableCell>
            <TableCell>Certificador</TableCell>
            <TableCell align="right" sx={stickyRight}>
              Acciones
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {blocksByWeek(data).map((block) => (
            <Fragment key={`week-${block.rows[0]?.id}`}>
              <TableRow data-testid="week-block">
                <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover', fontWeight: 700, py: 0.75 }}>
                  {block.summary || 'Sin días'}
                </TableCell>
              </TableRow>
              {block.rows.map((g) => (
                <TableRow
                  key={g.id}
                  hover
                  data-testid={`group-row-${g.id}`}
                  onClick={canUpdate ? () => navigate(createPath({ resource, type: 'edit', id: g.id })) : undefined}
                  sx={canUpdate ? { cursor: 'pointer' } : undefined}
                >
                  <TableCell sx={{ fontWeight: 500, ...nowrap }}>{g.name}</TableCell>
                  {showDoyang && <TableCell>{g.doyang?.name ?? ''}</TableCell>}
                  <TableCell align="right">{g.students_count ?? 0}</TableCell>
                  <TableCell sx={nowrap}>{g.schedule}</TableCell>
                  <TableCell>
                    <ResponsibleCell person={g.responsible} />
                  </TableCell>
                  <TableCell>{g.certifier?.full_name_honorific ?? ''}</TableCell>
                  <TableCell align="right" sx={{ ...nowrap, ...stickyRight, py: 0 }}>
                    <GroupRowActions record={g} resource={resource} canUpdate={canUpdate} canDelete={canDelete} />
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
