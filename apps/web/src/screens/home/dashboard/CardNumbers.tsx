import { type DoyangDashboardAnswer, formatMonYear, READINESS_COLOURS } from '@doyang/domain';
import { Box, Chip, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LIGHT_STYLE } from '../traffic-light-colours.ts';
import { CountButton } from './CountButton.tsx';
import { type CountTarget, cardFiles } from './dashboard-api.ts';
import type { GoalTarget } from './GoalDialog.tsx';
import { ItemTotals } from './ItemTotals.tsx';
import { Records } from './Records.tsx';

type Props = {
  doyang: { id: number; name: string };
  stats: DoyangDashboardAnswer;
  onCount: (target: CountTarget) => void;
  onGoal: (target: GoalTarget) => void;
  onStudents: () => void;
};

const Line = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Typography variant="body2" component="div" data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:
    </Box>
    {children}
  </Typography>
);

/** Every number of a doyang's card (spec 01 §2); each count opens the students behind it. */
export const CardNumbers = ({ doyang, stats: s, onCount, onGoal, onStudents }: Props) => {
  const files = cardFiles(doyang.id);
  const count = (n: number, target: CountTarget, testId: string) => (
    <CountButton label={`${target.title}: ${n}`} onClick={() => onCount(target)} testId={`${testId}-${doyang.id}`}>
      {n}
    </CountButton>
  );
  /** A line that is one count and its name. */
  const countLine = (label: string, lineId: string, n: number, target: CountTarget, countId: string) => (
    <Line label={label} testId={lineId}>
      {count(n, target, countId)}
    </Line>
  );
  const efficiency = s.exam_efficiency;
  const low = efficiency.percentage !== null && efficiency.percentage < efficiency.minimum;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid={`doyang-numbers-${doyang.id}`}>
      <Line label="Alumnos" testId="card-students">
        <CountButton
          label={`Alumnos activos: ${s.students_count}`}
          onClick={onStudents}
          testId={`card-students-open-${doyang.id}`}
        >
          {s.students_count}
        </CountButton>
      </Line>
      <Line label="Asegurados" testId="card-insured">
        {count(s.insuranced_students_count, { kind: 'insured', title: 'Asegurados' }, 'count-insured')}/
        {count(
          s.rejected_insurance_students_count,
          { kind: 'rejected_insurance', title: 'Rechazaron el seguro' },
          'count-rejected',
        )}
        /{count(s.uninsured_students_count, { kind: 'uninsured', title: 'Sin seguro' }, 'count-uninsured')}
      </Line>
      <Line label="Inscripciones" testId="card-inscriptions">
        hoy{' '}
        {count(
          s.daily_inscriptions,
          { kind: 'daily_inscriptions', title: 'Inscripciones de hoy', csv: files.dailyInscriptions },
          'count-daily',
        )}
        · bimestre{' '}
        {count(
          s.bimester_inscriptions,
          { kind: 'bimester_inscriptions', title: 'Inscripciones del bimestre', csv: files.bimesterInscriptions },
          'count-bimester',
        )}
        {' / meta '}
        {s.goals_modifiable ? (
          <CountButton
            label={`Cambiar la meta de inscripciones del bimestre: ${s.bimester_inscriptions_goal ?? 'sin meta'}`}
            onClick={() =>
              onGoal({ type: 'inscription', label: 'Inscripciones del bimestre', goal: s.bimester_inscriptions_goal })
            }
            testId={`goal-inscription-${doyang.id}`}
          >
            {s.bimester_inscriptions_goal ?? '—'}
          </CountButton>
        ) : (
          <Box component="span" data-testid={`goal-inscription-fixed-${doyang.id}`} sx={{ fontWeight: 700 }}>
            {s.bimester_inscriptions_goal ?? '—'}
          </Box>
        )}
      </Line>
      <Line label="Bajas del bimestre" testId="card-disenrolls">
        {count(
          s.bimester_disenrolls,
          { kind: 'bimester_disenrolls', title: 'Bajas del bimestre', csv: files.bimesterDisenrolls },
          'count-disenrolls',
        )}
        · en riesgo {count(s.risk_students_count, { kind: 'risk', title: 'En riesgo de baja', csv: files.risk }, 'count-risk')}
      </Line>
      {countLine('Adeudos', 'card-debtors', s.debtors_count, { kind: 'debtors', title: 'Alumnos con adeudo' }, 'count-debtors')}
      <Line label="Semáforo" testId="card-light">
        {READINESS_COLOURS.map((c) => (
          <Chip
            key={c}
            size="small"
            label={`${LIGHT_STYLE[c].label} ${s.traffic_light_report_array[c]}`}
            onClick={() => onCount({ kind: 'traffic_light', colour: c, title: `Semáforo ${LIGHT_STYLE[c].label.toLowerCase()}` })}
            data-testid={`count-light-${c}-${doyang.id}`}
            sx={{ position: 'relative', bgcolor: LIGHT_STYLE[c].color, color: LIGHT_STYLE[c].text, fontWeight: 600 }}
          />
        ))}
      </Line>
      <Line label="Cintas" testId="card-belts">
        {s.totals_by_belt.map((b) => (
          <Box component="span" key={b.belt_group} sx={{ whiteSpace: 'nowrap' }}>
            {b.belt_group.toLowerCase()}{' '}
            {count(
              b.count,
              { kind: 'belt', belt_group: b.belt_group, title: `Cinta ${b.belt_group.toLowerCase()}` },
              `count-belt-${b.belt_group}`,
            )}
          </Box>
        ))}
      </Line>
      {countLine(
        'Cumpleaños del mes',
        'card-birthdays',
        s.month_birthdays_count,
        { kind: 'month_birthdays', title: 'Cumpleaños del mes' },
        'count-birthdays',
      )}
      {countLine(
        'Prospectos a cinta negra',
        'card-black-belt',
        s.black_belt_prospects_count,
        { kind: 'black_belt_prospects', title: 'Prospectos a cinta negra', csv: files.blackBeltProspects },
        'count-black-belt',
      )}
      <Line label="Eficiencia en examen" testId="card-efficiency">
        <Box component="span" sx={{ fontWeight: 700, color: low ? 'error.main' : 'text.primary' }}>
          {efficiency.percentage === null ? '—' : `${efficiency.percentage}%`}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          (mínimo {efficiency.minimum}%{efficiency.exam_name ? ` · ${efficiency.exam_name}` : ''})
        </Box>
      </Line>
      {s.inscription_record && (
        <Line label="Récord de inscritos" testId="card-inscription-record">
          {s.inscription_record.count} en {formatMonYear(s.inscription_record.date)}
        </Line>
      )}
      <Divider sx={{ my: 0.5 }} />
      <ItemTotals
        title="PRÓXIMOS EXÁMENES"
        goalType="exam"
        totals={s.next_exams_totals}
        canSetGoal={s.goals_modifiable}
        onGoal={onGoal}
        testId={`totals-exams-${doyang.id}`}
      />
      <ItemTotals
        title="PRÓXIMOS EVENTOS"
        goalType="event"
        totals={s.next_events_totals}
        canSetGoal={s.goals_modifiable}
        onGoal={onGoal}
        testId={`totals-events-${doyang.id}`}
      />
      <ItemTotals
        title="PRÓXIMOS TORNEOS"
        goalType="tournament"
        totals={s.next_tournaments_totals}
        canSetGoal={s.goals_modifiable}
        onGoal={onGoal}
        testId={`totals-tournaments-${doyang.id}`}
      />
      <ItemTotals
        title="PRÓXIMAS JUNTAS"
        goalType="event"
        totals={s.next_meetings_totals}
        canSetGoal={s.goals_modifiable}
        onGoal={onGoal}
        testId={`totals-meetings-${doyang.id}`}
      />
      <Records stats={s} />
    </Box>
  );
};
