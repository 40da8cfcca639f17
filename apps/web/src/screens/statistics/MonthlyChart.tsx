import { CHART_COLORS } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMXN } from '../../resources/shared/money.ts';
import { monthLabel } from './statistics-view.ts';

/** `constant`: a reference value (the midpoint, the fixed income) drawn as a line without marks. */
export type ChartSeries = { label: string; data: number[]; stack?: string; constant?: boolean };

type Props = {
  title: string;
  kind: 'bar' | 'line';
  /** The x axis: months ('YYYY-MM', written NOV 2026) or other labels (events). */
  labels: string[];
  months?: boolean;
  series: ChartSeries[];
  money?: boolean;
  /** One colour per bar (a single series of categories, such as the parent event's events). */
  colorByCategory?: boolean;
};

const palette = [...CHART_COLORS];

/** A bar or line chart of the statistics screen: ten colours cycling (spec 03 §9), pesos in MXN. */
export const MonthlyChart = ({ title, kind, labels, months = true, series, money = false, colorByCategory }: Props) => {
  const data = months ? labels.map(monthLabel) : labels;
  const format = (v: number | null) => (v === null ? '' : money ? formatMXN(v) : String(v));
  const chartSeries = series.map((s) => ({
    label: s.label,
    data: s.data,
    stack: s.stack,
    valueFormatter: format,
    ...(kind === 'line' && { curve: 'linear' as const, showMark: !s.constant }),
  }));
  const colorMap = colorByCategory ? { type: 'ordinal' as const, values: data, colors: palette } : undefined;
  // Counts step by whole numbers (no '0.8 bajas'); pesos without cents on the axis.
  const yAxis = [
    {
      width: money ? 88 : 40,
      tickMinStep: money ? undefined : 1,
      valueFormatter: (v: number) => (money ? formatMXN(v).replace(/\.00$/, '') : String(v)),
    },
  ];
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} aria-label={title} data-chart={kind}>
      <Typography component="figcaption" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {kind === 'bar' ? (
        <BarChart
          height={300}
          colors={palette}
          skipAnimation
          xAxis={[{ scaleType: 'band', data, ...(colorMap && { colorMap }) }]}
          yAxis={yAxis}
          series={chartSeries}
          hideLegend={series.length < 2}
        />
      ) : (
        <LineChart
          height={300}
          // Room for the last month's label at the right edge (it was cut to 'DIC…').
          margin={{ right: 36 }}
          colors={palette}
          skipAnimation
          xAxis={[{ scaleType: 'point', data }]}
          yAxis={yAxis}
          series={chartSeries}
        />
      )}
    </Box>
  );
};
