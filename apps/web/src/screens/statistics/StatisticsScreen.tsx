import { canSeeGeneralDirection, type DoyangStatisticsAnswer, GENERAL_DIRECTION_DOYANG_ID, MSG } from '@doyang/domain';
import { Alert, Box, FormControlLabel, Switch, Tab, Tabs } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Refusal } from '../../layout/Refusal.tsx';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { PageHeading } from '../../resources/shared/PageHeading.tsx';
import { EventsTab } from './EventsTab.tsx';
import { MonthlyChart } from './MonthlyChart.tsx';
import { StatisticsCards } from './StatisticsCards.tsx';
import { statisticsApi } from './statistics-api.ts';
import { seriesOf, showsMonthlyFees } from './statistics-view.ts';

type TabKey = 'events' | 'inscriptions' | 'expenses' | 'disenrollments' | 'fees';

const TAB_LABELS: Record<TabKey, string> = {
  events: 'Eventos',
  inscriptions: 'Inscripciones',
  expenses: 'Gastos',
  disenrollments: 'Bajas',
  fees: 'Mensualidades',
};
const TAB_ORDER: TabKey[] = ['events', 'inscriptions', 'expenses', 'disenrollments', 'fees'];

const MonthTabs = ({ tab, stats }: { tab: Exclude<TabKey, 'events'>; stats: DoyangStatisticsAnswer }) => {
  const m = stats.months;
  if (tab === 'inscriptions')
    return (
      <MonthlyChart
        title="Inscripciones por mes"
        kind="bar"
        labels={m}
        series={[{ label: 'Inscripciones', data: seriesOf(m, stats.statistics_inscriptions_by_month) }]}
      />
    );
  if (tab === 'expenses') {
    const fixed = seriesOf(m, stats.statistics_fixed_expenses_by_month);
    const total = seriesOf(m, stats.statistics_expenses_by_month);
    return (
      <>
        <MonthlyChart
          title="Gastos por mes"
          kind="bar"
          money
          labels={m}
          series={[
            { label: 'Gastos fijos', data: fixed, stack: 'gastos' },
            { label: 'Otros gastos', data: total.map((v, i) => Math.round((v - fixed[i]) * 100) / 100), stack: 'gastos' },
          ]}
        />
        <MonthlyChart
          title="Gastos y punto medio"
          kind="line"
          money
          labels={m}
          series={[
            { label: 'Gastos', data: total },
            { label: 'Punto medio de gastos', data: m.map(() => Number(stats.expenses_midpoint)), constant: true },
          ]}
        />
      </>
    );
  }
  if (tab === 'disenrollments')
    return (
      <>
        <MonthlyChart
          title="Bajas por mes"
          kind="line"
          labels={m}
          series={[
            { label: 'Bajas (inscripciones ÷ 10)', data: seriesOf(m, stats.statistics_disenrollments_chart_by_month) },
            { label: 'Bajas registradas', data: seriesOf(m, stats.statistics_disenrollments_by_month) },
          ]}
        />
        <Alert severity="info" sx={{ mt: 1 }}>
          La curva «Bajas (inscripciones ÷ 10)» es la que define la especificación: las inscripciones de cada mes entre 10,
          redondeado hacia abajo. «Bajas registradas» son las bajas reales de los alumnos.
        </Alert>
      </>
    );
  return (
    <MonthlyChart
      title="Mensualidades por mes"
      kind="bar"
      money
      labels={m}
      series={[
        { label: 'Mensualidades cobradas', data: seriesOf(m, stats.statistics_monthly_fees_by_month) },
        { label: 'Ingreso fijo', data: m.map(() => Number(stats.fixed_income)) },
      ]}
    />
  );
};

/** Estadística (/statistics/doyang/{id}, spec 03 §2): tabs, the 'Este bimestre' switch, fixed income and break-even. */
export const StatisticsScreen = () => {
  const doyangId = Number(useParams().id);
  const api = useApi(statisticsApi);
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const [bimesterOnly, setBimesterOnly] = useState(false);
  const [tab, setTab] = useState<TabKey>('events');
  const { data: stats, error } = useQuery({
    queryKey: ['statistics', doyangId, bimesterOnly],
    queryFn: () => api.statistics(doyangId, bimesterOnly),
    enabled: Number.isInteger(doyangId) && doyangId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!Number.isInteger(doyangId) || doyangId <= 0) return <Refusal kind="denied" reason={MSG.chooseDoyang} />;
  if (error) {
    const status = error instanceof HttpError ? error.status : 0;
    return <Refusal kind={status === 403 ? 'denied' : status === 404 ? 'missing' : 'failed'} reason={error.message} />;
  }
  if (!stats) return <Loading />;
  const fees = showsMonthlyFees(!!user && canSeeGeneralDirection(user), doyangId, GENERAL_DIRECTION_DOYANG_ID);
  const shown: TabKey = !fees && tab === 'fees' ? 'events' : tab;
  const name = selected?.id === doyangId ? selected.name : stats.network ? 'DIRECCIÓN GENERAL' : `DOYANG ${doyangId}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', minWidth: 0 }}>
      <PageHeading>{`ESTADÍSTICA — ${name}`}</PageHeading>
      <FormControlLabel
        control={<Switch checked={bimesterOnly} onChange={(e) => setBimesterOnly(e.target.checked)} />}
        label="Este bimestre"
        sx={{ mb: 1 }}
      />
      <StatisticsCards stats={stats} />
      <Tabs
        value={shown}
        onChange={(_, v: TabKey) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Estadística"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TAB_ORDER.filter((k) => fees || k !== 'fees').map((k) => (
          <Tab key={k} value={k} label={TAB_LABELS[k]} id={`statistics-tab-${k}`} aria-controls="statistics-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="statistics-panel" aria-labelledby={`statistics-tab-${shown}`}>
        {shown === 'events' ? (
          <EventsTab doyangId={doyangId} bimesterOnly={bimesterOnly} stats={stats} />
        ) : (
          <MonthTabs tab={shown} stats={stats} />
        )}
      </Box>
    </Box>
  );
};
