import { type DoyangBundleAnswer, examsOffered, type NoteItem, PAYMENT_CONCEPT } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Checkbox, FormControlLabel, FormGroup, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useListAll } from '../shared/use-list-all.ts';
import { ProductSizePicker, type SizePick } from './ProductSizePicker.tsx';

/** What the composer keeps for the line being written: the note item and the picked product size. */
export type Draft = { item: NoteItem; size: SizePick };
type Patch = (patch: Partial<NoteItem>) => void;
type Dated = { id: number; name: string; date: string | null; active?: boolean | null; number_of_patialities?: number | null };

type Props = {
  draft: Draft;
  patch: Patch;
  onSize: (size: SizePick) => void;
  doyangId: number;
  today: string;
  /** Paying a commission or selling to a doyang: only this year's exams (spec 03 §5 'POS exams'). */
  thisYearOnly: boolean;
  /** The doyang category's bundles this line may take (eligible ones only). */
  bundles: DoyangBundleAnswer[];
};

const Flag = ({ item, name, label, patch }: { item: NoteItem; name: keyof NoteItem; label: string; patch: Patch }) => (
  <FormControlLabel
    control={<Checkbox checked={Boolean(item[name])} onChange={(e) => patch({ [name]: e.target.checked })} />}
    label={label}
  />
);

/** A select over records (exams, events, tournaments, bundles) by id. */
const RecordSelect = <T extends { id: number; name: string }>(props: {
  label: string;
  testId: string;
  options: T[];
  value: number | null | undefined;
  onChange: (id: number) => void;
  describe?: (option: T) => string;
}) => (
  <TextField
    select
    label={props.label}
    value={props.value ?? ''}
    onChange={(e) => props.onChange(Number(e.target.value))}
    sx={{ minWidth: 260, flex: 1 }}
    slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    helperText={props.options.length ? ' ' : 'No hay opciones para esta nota'}
  >
    {props.options.map((o) => (
      <MenuItem key={o.id} value={o.id}>
        {props.describe ? props.describe(o) : o.name}
      </MenuItem>
    ))}
  </TextField>
);

const COMPETITIONS: { name: keyof NoteItem; label: string }[] = [
  { name: 'pays_forms', label: 'Formas' },
  { name: 'pays_boards', label: 'Rompimiento' },
  { name: 'pays_kicking_speed', label: 'Velocidad de pateo' },
  { name: 'pays_combat', label: 'Combate' },
  { name: 'pays_techniques', label: 'Técnicas' },
  { name: 'pays_jumping_kicks', label: 'Patadas con salto' },
];

const Partiality = ({ draft, patch, options }: { draft: Draft; patch: Patch; options: Dated[] }) => {
  const id = draft.item.exam_id ?? draft.item.event_id ?? draft.item.tournament_id;
  const parts = options.find((o) => o.id === id)?.number_of_patialities ?? 0;
  return parts > 1 ? (
    <Flag item={draft.item} name="is_partiality" label={`Pagar en parcialidades (${parts})`} patch={patch} />
  ) : null;
};

/** The picker and options of the chosen concept (spec 03 §3 payment note item keys). */
export const ConceptFields = ({ draft, patch, onSize, doyangId, today, thisYearOnly, bundles }: Props) => {
  const concept = draft.item.payment_concept_id;
  const exams = useListAll<Dated>('exams', { active: 1 }, concept === PAYMENT_CONCEPT.exam);
  const events = useListAll<Dated>('events', { active: 1 }, concept === PAYMENT_CONCEPT.event);
  const tournaments = useListAll<Dated>('tournaments', { active: 1 }, concept === PAYMENT_CONCEPT.tournament);
  const { item } = draft;
  switch (concept) {
    case PAYMENT_CONCEPT.exam: {
      const offered = examsOffered(exams.data ?? [], today, thisYearOnly);
      return (
        <Stack spacing={1}>
          <RecordSelect
            label="Examen"
            testId="sale-exam"
            options={offered}
            value={item.exam_id}
            onChange={(id) => patch({ exam_id: id })}
          />
          <FormGroup row>
            <Flag item={item} name="prepay_discount_meeting" label="Descuento por pago anticipado (junta)" patch={patch} />
            <Flag item={item} name="prepay_discount_revision" label="Descuento por pago anticipado (revisión)" patch={patch} />
            <Partiality draft={draft} patch={patch} options={offered} />
          </FormGroup>
        </Stack>
      );
    }
    case PAYMENT_CONCEPT.event:
      return (
        <Stack spacing={1}>
          <RecordSelect
            label="Evento"
            testId="sale-event"
            options={events.data ?? []}
            value={item.event_id}
            onChange={(id) => patch({ event_id: id })}
          />
          <Partiality draft={draft} patch={patch} options={events.data ?? []} />
        </Stack>
      );
    case PAYMENT_CONCEPT.tournament:
      return <TournamentFields draft={draft} patch={patch} options={tournaments.data ?? []} />;
    case PAYMENT_CONCEPT.product:
      return (
        <Stack spacing={2}>
          <ProductSizePicker doyangId={doyangId} value={draft.size} onChange={onSize} />
          <TextField
            label="Cantidad"
            type="number"
            value={item.quantity ?? 1}
            onChange={(e) => patch({ quantity: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
            sx={{ width: 140 }}
            slotProps={{ htmlInput: { min: 1, max: 999, 'data-testid': 'sale-quantity' } }}
          />
        </Stack>
      );
    case PAYMENT_CONCEPT.monthlyFee:
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="Mensualidades"
            value={item.monthsAdded ?? 1}
            onChange={(e) => patch({ monthsAdded: Number(e.target.value) })}
            sx={{ width: 160 }}
            slotProps={{ htmlInput: { 'data-testid': 'sale-months' } }}
          >
            {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <FormGroup row>
            <Flag item={item} name="scolarshipped" label="Aplicar beca" patch={patch} />
            <Flag item={item} name="use_recommended" label="Descuento por recomendados" patch={patch} />
          </FormGroup>
        </Stack>
      );
    case PAYMENT_CONCEPT.inscription:
    case PAYMENT_CONCEPT.bundle:
      return (
        <RecordSelect
          label={concept === PAYMENT_CONCEPT.inscription ? 'Paquete de inscripción (opcional)' : 'Paquete'}
          testId="sale-bundle"
          options={bundles}
          value={item.bundle_id}
          onChange={(id) => patch({ bundle_id: id })}
          describe={(b) => `${b.name} · $${b.price}`}
        />
      );
    case PAYMENT_CONCEPT.insurance:
      return <Flag item={item} name="sell_insurance_next_year" label="Seguro del próximo año" patch={patch} />;
    case PAYMENT_CONCEPT.commission:
      return (
        <TextField
          label="Monto de la comisión"
          value={item.price ?? ''}
          onChange={(e) => patch({ price: e.target.value.replace(/[^\d.]/g, '') || undefined })}
          sx={{ width: 220 }}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'sale-commission' } }}
        />
      );
    default:
      return null;
  }
};

const TournamentFields = ({ draft, patch, options }: { draft: Draft; patch: Patch; options: Dated[] }) => {
  const { item } = draft;
  const companions = item.companionList ?? [];
  const setCompanions = (list: NonNullable<NoteItem['companionList']>) => patch({ companionList: list });
  return (
    <Stack spacing={1}>
      <RecordSelect
        label="Torneo"
        testId="sale-tournament"
        options={options}
        value={item.tournament_id}
        onChange={(id) => patch({ tournament_id: id })}
      />
      <FormGroup row aria-label="Competencias">
        {COMPETITIONS.map((c) => (
          <Flag key={c.name} item={item} name={c.name} label={c.label} patch={patch} />
        ))}
      </FormGroup>
      <FormGroup row>
        <Flag item={item} name="has_optional_discount" label="Descuento opcional" patch={patch} />
        <Flag item={item} name="colaborate_mom" label="Colabora mamá" patch={patch} />
        <Flag item={item} name="colaborate_dad" label="Colabora papá" patch={patch} />
        <Flag item={item} name="colaborates" label="Colabora" patch={patch} />
        <Partiality draft={draft} patch={patch} options={options} />
      </FormGroup>
      {companions.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: companions have no id; the order is their identity
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label="Acompañante"
            value={c.name}
            onChange={(e) =>
              setCompanions(companions.map((x, j) => (j === i ? { ...x, name: e.target.value.toUpperCase() } : x)))
            }
          />
          <TextField
            size="small"
            label="Edad"
            type="number"
            value={c.age ?? ''}
            onChange={(e) =>
              setCompanions(
                companions.map((x, j) => (j === i ? { ...x, age: e.target.value ? Number(e.target.value) : null } : x)),
              )
            }
            sx={{ width: 90 }}
          />
          <IconButton aria-label="Quitar acompañante" onClick={() => setCompanions(companions.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setCompanions([...companions, { name: '' }])}
      >
        Acompañante
      </Button>
    </Stack>
  );
};
