import {
  bundleEligibility,
  type DoyangBundleAnswer,
  type DoyangRecordAnswer,
  firstUncoveredMonth,
  MSG,
  type NoteItem,
  type SaleAnswer,
} from '@doyang/domain';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useGetOne, useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { useToday } from '../shared/use-today.ts';
import { type ClientKind, ClientPicker, type StudentClient } from './ClientPicker.tsx';
import { ItemComposer } from './ItemComposer.tsx';
import { NoteTable } from './NoteTable.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { SaleDone } from './SaleDone.tsx';
import {
  type Amounts,
  clientKeys,
  lineProblem,
  NO_AMOUNTS,
  noteRefusal,
  paymentProblem,
  type SaleClient,
  saleBody,
  saleFailure,
  studentSummary,
  totalCentsOf,
  trackedAmounts,
  UNDEFINED_PAYMENT_TYPE,
} from './sale-note.ts';
import { type QuoteBody, salesApi } from './sales-api.ts';

type Props = { doyangId: number; doyangName: string; generalDirection: boolean };

const CONCEPTS_FOR: Record<ClientKind, number[]> = {
  student: [4, 5, 1, 2, 3, 6, 7, 8],
  doyang: [4, 1, 2, 3, 9],
  public: [4, 1, 2, 3],
};

const newNoteKey = () => crypto.randomUUID();
const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } };
const PAY_COLUMNS = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
};

/** The note of VENTAS: client, lines priced by the server, payment, VENDER and reset; then the receipt. */
export const SaleNote = ({ doyangId, doyangName, generalDirection }: Props) => {
  const api = useApi(salesApi);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const today = useToday();
  const { data: doyang } = useGetOne<DoyangRecordAnswer>('doyangs', { id: doyangId }, { staleTime: 60_000 });
  const kinds: ClientKind[] = generalDirection
    ? ['student', 'doyang', 'public']
    : doyang?.can_sell_gp || doyang?.can_sell_gp_tmp
      ? ['student', 'public']
      : ['student'];
  const [kind, setKind] = useState<ClientKind>('student');
  const [student, setStudent] = useState<StudentClient | null>(null);
  const [other, setOther] = useState<SaleClient | null>(null);
  const client: SaleClient | null =
    kind === 'student'
      ? student && { kind: 'student', id: student.id, name: student.full_name, phone: student.cellphone ?? null }
      : other;
  const [items, setItems] = useState<NoteItem[]>([]);
  const [paymentType, setPaymentType] = useState<string>(UNDEFINED_PAYMENT_TYPE);
  const [amounts, setAmounts] = useState<Amounts>(NO_AMOUNTS);
  const [tracking, setTracking] = useState(true);
  const [noteKey, setNoteKey] = useState(newNoteKey);
  const [selling, setSelling] = useState(false);
  const [resetLocked, setResetLocked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastSale, setLastSale] = useState<SaleAnswer | null>(null);

  const quoteBody: QuoteBody = useMemo(
    () => ({
      doyang_id: doyangId,
      ...clientKeys(client),
      noteItems: items,
      cash_total: '0',
      credit_total: '0',
      debit_total: '0',
      deposit_total: '0',
    }),
    [doyangId, client, items],
  );
  const quote = useQuery({
    queryKey: ['sale-quote', quoteBody],
    queryFn: () => api.quote(quoteBody),
    enabled: items.length > 0 && client !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const priced = items.length > 0 && quote.data && quote.data.lines.length === items.length && !quote.isPlaceholderData;
  const totalCents = priced ? totalCentsOf(quote.data?.total) : 0;

  // A single payment type's amount follows the note's total (spec 03 §4) until the user splits the payment.
  useEffect(() => {
    if (tracking) setAmounts(trackedAmounts(paymentType, totalCents) ?? NO_AMOUNTS);
  }, [tracking, paymentType, totalCents]);

  const { data: bundles = [] } = useListAll<DoyangBundleAnswer>(
    'doyang_bundles',
    { doyang_category_id: doyang?.doyang_category_id },
    Boolean(doyang?.doyang_category_id),
  );
  const bundlesFor = (concept: number) =>
    bundles.filter(
      (b) =>
        bundleEligibility(b, {
          concept,
          today,
          firstUncovered: student ? firstUncoveredMonth(student.last_covered_month, student.start_payments_date) : null,
          // The list does not carry the student's own bundle: one not for everyone is offered, the server decides.
          studentBundleId: b.id,
        }) === null,
    );

  const noteChanged = () => {
    setProblem(null);
    setResetLocked(false);
  };
  const addItem = async (item: NoteItem): Promise<string | null> => {
    if (!client) return MSG.saleChooseClientFirst;
    const next = [...items, item];
    const body = { ...quoteBody, noteItems: next };
    try {
      const answer = await api.quote(body);
      queryClient.setQueryData(['sale-quote', body], answer);
      noteChanged();
      setItems(next);
      return null;
    } catch (error) {
      return noteRefusal(error, MSG.generic).message;
    }
  };
  const reset = () => {
    setItems([]);
    setNoteKey(newNoteKey());
    setPaymentType(UNDEFINED_PAYMENT_TYPE);
    setTracking(true);
    setAmounts(NO_AMOUNTS);
    setProblem(null);
    setResetLocked(false);
  };
  const sell = async () => {
    const wrong = paymentProblem(paymentType, amounts, totalCents);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setSelling(true);
    setProblem(null);
    try {
      const body = saleBody({ noteKey, doyangId, client, clientPhone: null, paymentType, amounts, items });
      const sale = await api.sell(body);
      notify(MSG.saleDone, { type: 'success' });
      // The next note starts empty, client included (what was shown of the student changed with the sale).
      reset();
      setStudent(null);
      setOther(null);
      setLastSale(sale);
      void queryClient.invalidateQueries({ queryKey: ['sale-product'] });
      void queryClient.invalidateQueries({ queryKey: ['sale-students'] });
    } catch (error) {
      const failure = saleFailure(error);
      setProblem(failure.message);
      setResetLocked(failure.keepsResetDisabled);
    } finally {
      setSelling(false);
    }
  };

  const refusal = quote.error && items.length ? noteRefusal(quote.error, MSG.generic) : null;
  const quoteError = refusal ? lineProblem(refusal, items) : null;
  const canSell = items.length > 0 && priced && totalCents > 0 && !selling && !quoteError;
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeading>{`VENTAS · ${doyangName}`}</PageHeading>
      <Stack spacing={2}>
        <Box sx={TWO_COLUMNS}>
          <Card>
            <CardHeader title="Cliente" titleTypographyProps={{ variant: 'h6' }} sx={{ pb: 0 }} />
            <CardContent>
              <ClientPicker
                studentsOf={generalDirection ? null : doyangId}
                kinds={kinds}
                kind={kind}
                onKind={(k) => {
                  // The lines a student, a doyang or the public may buy differ: another kind of client starts a new note.
                  setKind(k);
                  setOther(null);
                  reset();
                }}
                student={student}
                onStudent={(s) => {
                  setStudent(s);
                  noteChanged();
                }}
                client={other}
                onClient={(c) => {
                  setOther(c);
                  noteChanged();
                }}
                disabled={selling}
              />
              {kind === 'student' && student && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="sale-student-summary">
                  {studentSummary(student)}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Agregar a la nota" titleTypographyProps={{ variant: 'h6' }} sx={{ pb: 0 }} />
            <CardContent>
              {!client && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {MSG.saleChooseClientFirst}
                </Alert>
              )}
              <ItemComposer
                concepts={CONCEPTS_FOR[kind]}
                doyangId={doyangId}
                today={today}
                thisYearOnly={kind === 'doyang'}
                bundlesFor={bundlesFor}
                disabled={!client || selling}
                onAdd={addItem}
              />
            </CardContent>
          </Card>
        </Box>

        <Card>
          <CardHeader title="Nota" titleTypographyProps={{ variant: 'h6' }} sx={{ pb: 0 }} />
          <NoteTable
            items={items}
            lines={priced ? (quote.data?.lines ?? null) : null}
            total={priced ? (quote.data?.total ?? null) : null}
            disabled={selling}
            onRemove={(i) => {
              setItems(items.filter((_, j) => j !== i));
              noteChanged();
            }}
          />
          {quoteError && (
            <Alert severity="error" sx={{ m: 2 }}>
              {quoteError}
            </Alert>
          )}
          {priced &&
            quote.data?.warnings.map((w) => (
              <Alert key={w} severity="warning" sx={{ m: 2 }}>
                {w}
              </Alert>
            ))}
        </Card>
        <Box sx={PAY_COLUMNS}>
          <Card>
            <CardHeader title="Pago" titleTypographyProps={{ variant: 'h6' }} sx={{ pb: 0 }} />
            <CardContent>
              <Stack spacing={2}>
                <PaymentFields
                  paymentType={paymentType}
                  onPaymentType={(t) => {
                    setPaymentType(t);
                    setTracking(true);
                    setProblem(null);
                  }}
                  amounts={amounts}
                  totalCents={totalCents}
                  onAmount={(key, value) => {
                    setTracking(false);
                    setProblem(null);
                    setAmounts((a) => ({ ...a, [key]: value }));
                  }}
                  disabled={selling}
                />
                {problem && (
                  <Alert severity="error" data-testid="sale-problem">
                    {problem}
                  </Alert>
                )}
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button
                    variant="contained"
                    size="large"
                    startIcon={<ShoppingCartCheckoutIcon />}
                    disabled={!canSell}
                    onClick={sell}
                  >
                    Vender
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<RestartAltIcon />}
                    disabled={selling || resetLocked || (!items.length && paymentType === UNDEFINED_PAYMENT_TYPE)}
                    onClick={reset}
                  >
                    Reiniciar nota
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          {lastSale && <SaleDone sale={lastSale} doyangName={doyangName} />}
        </Box>
      </Stack>
    </Box>
  );
};
