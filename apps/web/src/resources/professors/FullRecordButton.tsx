import { ageInYears, formatDayMonYear, MSG, ROLE_NAMES } from '@doyang/domain';
import BadgeIcon from '@mui/icons-material/Badge';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useToday } from '../shared/use-today.ts';

type Person = Record<string, unknown> & {
  full_name_honorific?: string;
  role_id?: number;
  degree?: { name: string } | null;
  doyang?: { name: string } | null;
  responsible?: { full_name: string } | null;
  all_doyangs?: { id: number; name: string }[];
};

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const yesNo = (v: unknown) => (v ? 'Sí' : 'No');

/** 'Ver Ficha Completa': the whole record, read-only, in a dialog. */
export const FullRecordButton = () => {
  const record = useRecordContext<Person>();
  const today = useToday();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const birth = record.birth_date as string | null;
  const age = ageInYears(birth, today);
  const rows: [string, string][] = [
    ['Nombre', text(record.full_name_honorific)],
    ['Categoría', text(ROLE_NAMES[record.role_id ?? 0])],
    ['Grado', text(record.degree?.name)],
    ['Fecha de nacimiento', birth ? `${formatDayMonYear(birth)}${age === null ? '' : ` (${age} años)`}` : '—'],
    ['Correo electrónico', text(record.email)],
    ['Dirección', text([record.address, record.neighborhood, record.city].filter(Boolean).join(', '))],
    ['Celular', text(record.cellphone)],
    ['Teléfono 1', text(record.phone1)],
    ['Teléfono 2', text(record.phone2)],
    ['Alumno de', text(record.responsible?.full_name)],
    ['Doyang', text(record.doyang?.name)],
    ['Doyangs donde da clase', text(record.all_doyangs?.map((d) => d.name).join(', '))],
    ['Certificador', yesNo(record.certifier)],
    ['Sinodal', yesNo(record.sinodal)],
    ['Activo', yesNo(record.active)],
    ['Fecha de inscripción', text(formatDayMonYear(record.enrollment_date as string | null))],
    ['Fecha de baja', text(formatDayMonYear(record.disenroll_date as string | null))],
  ];
  return (
    <>
      <Button variant="outlined" startIcon={<BadgeIcon />} onClick={() => setOpen(true)} data-testid="full-record">
        {MSG.viewFullRecord}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="full-record-title">
        <DialogTitle id="full-record-title">Ficha completa</DialogTitle>
        <DialogContent>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
