import { type DoyangSurrogationAnswer, formatDayMonYear, MSG, type ReferencePricesAnswer, TIER_LISTS } from '@doyang/domain';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { PART_TEXTS } from '../events/parts/part-texts.ts';
import { formatMXN } from '../shared/money.ts';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import type { RelatedAdapter } from '../shared/related-types.ts';
import { surrogationsApi } from './surrogations-api.ts';
import { tierForm } from './TierFields.tsx';
import { figuresAt, formatPercent, pesos } from './tier-figures.ts';

type List = (typeof TIER_LISTS)[number];
type Tier = Awaited<ReturnType<typeof surrogationsApi.tiers>>[number];

const REFERENCE_OF = { exam: 'exam', event: 'event', tournament: 'tournament', bus: null } as const;
const RECORD_WORD = { exam: 'examen', event: 'evento', tournament: 'torneo' } as const;

/**
 * One tier list with what each tier pays at a reference price (spec 01 §9): utility = price × %, min and max = price ×
 * bound × %, annual = max × 6. The price starts as the next exam's, event's or tournament's commission price (the bus
 * has none) and may be typed over; it is only a view, never saved.
 */
const TierTable = ({
  list,
  schemeId,
  references,
}: {
  list: List;
  schemeId: number;
  references: ReferencePricesAnswer | null;
}) => {
  const api = useApi(surrogationsApi);
  const refKind = REFERENCE_OF[list.kind];
  const reference = refKind ? references?.[refKind] : null;
  const [typed, setTyped] = useState<string | null>(null);
  const price = typed ?? reference?.price ?? '';
  const adapter: RelatedAdapter<Tier, Parameters<typeof api.addTier>[1]> = {
    load: { key: ['doyang_surrogations', schemeId, list.resource], fn: () => api.tiers(schemeId, list.resource) },
    add: (input) => api.addTier(list.resource, input),
    remove: (row) => api.removeTier(list.resource, row.id),
  };
  const money = (pick: 'utility' | 'min' | 'max' | 'annual') => (t: Tier) => {
    const figures = figuresAt(price, t);
    return figures ? pesos(figures[pick]) : '—';
  };
  const next =
    reference && refKind ? `próximo ${RECORD_WORD[refKind]}: ${reference.name} (${formatDayMonYear(reference.date)})` : null;
  const hint =
    typed === null
      ? next
        ? `Del ${next}`
        : 'Escribe un precio para ver lo que paga cada nivel'
      : next
        ? `Precio escrito; el del ${next} es ${formatMXN(reference?.price)}`
        : 'Precio escrito: solo para ver lo que paga cada nivel';
  return (
    <RelatedTable
      title={list.title}
      testId={`tiers-${list.kind}`}
      description={
        <TextField
          label="Precio de referencia"
          value={price}
          onChange={(e) => setTyped(e.target.value.replace(/[^\d.]/g, ''))}
          helperText={hint}
          size="small"
          sx={{ mb: 1, maxWidth: 420 }}
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': `reference-price-${list.kind}` },
          }}
        />
      }
      table={{ label: `Niveles de ${list.title.toLowerCase()}` }}
      columns={[
        {
          label: 'Inscripciones',
          wrap: 'nowrap',
          // The seminars' tiers of an event list say so under their range (a column more would not fit at 800 px).
          render: (t) => (
            <>
              {t.min_inscriptions} – {t.max_inscriptions}
              {t.is_seminar && (
                <Typography variant="caption" component="div" color="text.secondary">
                  Seminarios
                </Typography>
              )}
            </>
          ),
        },
        { label: 'Porcentaje', align: 'right', wrap: 'nowrap', render: (t) => formatPercent(t.percentage) },
        { label: 'Utilidad', align: 'right', wrap: 'nowrap', render: money('utility') },
        { label: 'Mínimo', align: 'right', wrap: 'nowrap', render: money('min') },
        { label: 'Máximo', align: 'right', wrap: 'nowrap', render: money('max') },
        { label: 'Anual', align: 'right', wrap: 'nowrap', render: money('annual') },
      ]}
      rowTestId={(t) => `tier-${t.id}`}
      empty="Sin niveles."
      adapter={adapter}
      gate={{ resource: 'doyang_surrogations', add: 'create', remove: 'delete' }}
      texts={PART_TEXTS}
      form={tierForm(list, schemeId)}
      add={{ button: { label: 'Agregar nivel', testId: `add-tier-${list.kind}` } }}
      remove={{
        tooltip: 'Eliminar nivel',
        label: (t) => `Eliminar nivel ${t.min_inscriptions} – ${t.max_inscriptions}`,
        confirm: { title: 'Eliminar nivel', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};

/** Under the scheme's form: its four tier lists (exams, events, tournaments, bus). */
export const SurrogationTiers = () => {
  const record = useRecordContext<DoyangSurrogationAnswer>();
  const schemeId = Number(record?.id);
  const api = useApi(surrogationsApi);
  const references = useQuery({
    queryKey: ['doyang_surrogations', schemeId, 'reference_prices'],
    queryFn: () => api.referencePrices(schemeId),
    enabled: Boolean(record),
    staleTime: 60_000,
  });
  if (!record) return null;
  return TIER_LISTS.map((list) => (
    <TierTable key={list.resource} list={list} schemeId={schemeId} references={references.data ?? null} />
  ));
};
