import type { DoyangStatisticsAnswer } from '@doyang/domain';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatMXN } from '../../resources/shared/money.ts';

const Figure = ({ label, value, note }: { label: string; value: string; note: string }) => (
  <Card variant="outlined" sx={{ flex: '1 1 200px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h5" sx={{ fontWeight: 700 }} data-figure={label}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    </CardContent>
  </Card>
);

/** Fixed income, expenses midpoint and the break-even point (spec 03 §2), in MXN. */
export const StatisticsCards = ({ stats }: { stats: DoyangStatisticsAnswer }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
    <Figure
      label="Ingreso fijo"
      value={formatMXN(stats.fixed_income)}
      note={`Mensualidades de ${stats.paying_students} alumnos activos que pagan (promedio ${formatMXN(stats.average_fee)})`}
    />
    <Figure
      label="Punto medio de gastos"
      value={formatMXN(stats.expenses_midpoint)}
      note={`Gasto promedio por mes en ${stats.months.length} ${stats.months.length === 1 ? 'mes' : 'meses'}`}
    />
    <Figure
      label="Punto de equilibrio"
      value={stats.break_even_point === null ? 'Sin punto de equilibrio' : `${stats.break_even_point} alumnos`}
      note={
        stats.break_even_point === null
          ? 'Sin mensualidades no hay alumnos que cubran los gastos'
          : 'Alumnos que pagan la mensualidad promedio necesarios para cubrir el punto medio de gastos'
      }
    />
  </Box>
);
