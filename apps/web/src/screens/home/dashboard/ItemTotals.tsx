import { type DashboardItemTotal, formatDayMonYear, type GoalType } from '@doyang/domain';
import { Box, Button, Popover, Typography } from '@mui/material';
import { useState } from 'react';
import { CountButton } from './CountButton.tsx';
import type { GoalTarget } from './GoalDialog.tsx';

type Props = {
  title: string;
  goalType: GoalType;
  totals: Record<string, DashboardItemTotal>;
  canSetGoal: boolean;
  onGoal: (target: GoalTarget) => void;
  testId: string;
};

const money = (price: string | null) =>
  price === null ? '—' : new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(Number(price));

/** 'Próximos exámenes' and the like: each coming item's people against its goal; its popup tells the rest. */
export const ItemTotals = ({ title, goalType, totals, canSetGoal, onGoal, testId }: Props) => {
  const [open, setOpen] = useState<{ name: string; anchor: HTMLElement } | null>(null);
  const entries = Object.entries(totals);
  if (!entries.length) return null;
  const shown = open ? totals[open.name] : null;
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, display: 'block' }}>
        {title}
      </Typography>
      {entries.map(([name, t]) => (
        <Typography key={t.id} variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
          <CountButton
            label={`${name}: ${t.count}${t.goal === null ? '' : ` / ${t.goal}`} inscritos${t.goal === null ? '' : ' / meta'}`}
            onClick={(e) => setOpen({ name, anchor: e.currentTarget })}
            testId={`${testId}-item-${t.id}`}
          >
            {t.count}
            {t.goal === null ? '' : ` / ${t.goal}`}
          </CountButton>
        </Typography>
      ))}
      <Popover
        open={Boolean(open && shown)}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {open && shown && (
          <Box sx={{ p: 2, minWidth: 240 }} data-testid={`${testId}-popup`}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {open.name}
            </Typography>
            <Typography variant="body2">Fecha: {formatDayMonYear(shown.date)}</Typography>
            <Typography variant="body2">Inscritos: {shown.count}</Typography>
            <Typography variant="body2">Meta: {shown.goal ?? 'Sin meta'}</Typography>
            <Typography variant="body2">Faltan: {shown.required}</Typography>
            <Typography variant="body2">Precio: {money(shown.price)}</Typography>
            {shown.is_black_belt && <Typography variant="body2">Examen de cinta negra</Typography>}
            {canSetGoal && (
              <Button
                size="small"
                sx={{ mt: 1 }}
                onClick={() => {
                  onGoal({ type: goalType, label: open.name, goal: shown.goal, itemId: shown.id });
                  setOpen(null);
                }}
              >
                Cambiar meta
              </Button>
            )}
          </Box>
        )}
      </Popover>
    </Box>
  );
};
