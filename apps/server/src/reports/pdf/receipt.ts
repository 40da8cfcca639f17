import { formatDayMonYear, PAYMENT_CONCEPTS, type ReceiptAnswer, todayYmd } from '@doyang/domain';
import type { PdfContent, PdfDocument } from '../pdf.ts';
import { gridLayout, printedFooter, STYLES, titleBlock } from './exam-header.ts';

// The receipt (spec 03 §9 recibo.pdf): what was sold, to whom, by whom and how it was paid. A cancelled receipt says so
// across the page and names who cancelled it and when; nothing else changes (money records are never edited).

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const money = (value: string) => pesos.format(Number(value));

const amountsByType = (r: ReceiptAnswer): string[][] =>
  (
    [
      ['EFECTIVO', r.cash_total],
      ['TARJETA DE CRÉDITO', r.credit_total],
      ['TARJETA DE DÉBITO', r.debit_total],
      ['DEPÓSITO', r.deposit_total],
    ] as const
  )
    .filter(([, v]) => Number(v) !== 0)
    .map(([label, v]) => [label, money(v)]);

export function receiptPdf(r: ReceiptAnswer, timeZone: string): PdfDocument {
  const day = todayYmd(new Date(r.created_at), timeZone);
  const lines: PdfContent[][] = r.payments.map((p) => [
    p.title,
    PAYMENT_CONCEPTS[p.payment_concept_id] ?? '',
    { text: String(p.qty), alignment: 'right' },
    { text: money(p.price), alignment: 'right' },
    { text: Number(p.discount) ? `−${money(p.discount)}` : '', alignment: 'right' },
    { text: Number(p.surcharge) ? money(p.surcharge) : '', alignment: 'right' },
    { text: money(p.amount), alignment: 'right' },
  ]);
  const canceled: PdfContent[] = r.is_canceled
    ? [
        {
          text: `${r.cancel_kind === 'credit_note' ? 'CANCELADO CON NOTA DE CRÉDITO' : 'CANCELADO'} el ${formatDayMonYear(
            r.canceled_at ? todayYmd(new Date(r.canceled_at), timeZone) : null,
          )}${r.canceled_by_name ? ` por ${r.canceled_by_name}` : ''}`,
          color: '#b00020',
          bold: true,
          fontSize: 12,
          alignment: 'center',
          margin: [0, 8, 0, 0],
        },
      ]
    : [];
  return {
    info: { title: `Recibo ${r.id}` },
    footer: printedFooter(todayYmd(new Date(), timeZone)),
    styles: STYLES,
    content: [
      ...titleBlock(`RECIBO No. ${r.id}`, r.doyang_name, formatDayMonYear(day)),
      ...canceled,
      {
        margin: [0, 10, 0, 6],
        columns: [
          { text: [{ text: 'Cliente: ', style: 'label' }, r.client_name ?? 'PÚBLICO GENERAL'] },
          { text: [{ text: 'Teléfono: ', style: 'label' }, r.client_phone ?? '—'], width: 'auto' },
        ],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 60, 30, 60, 55, 50, 65],
          body: [
            ['Concepto', 'Tipo', 'Cant.', 'Precio', 'Descuento', 'Recargo', 'Importe'].map((text) => ({ text, style: 'th' })),
            ...lines,
            [
              { text: 'TOTAL', bold: true, colSpan: 6, alignment: 'right' },
              '',
              '',
              '',
              '',
              '',
              { text: money(r.total), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: gridLayout(3),
      },
      { text: 'Forma de pago', style: 'section' },
      {
        table: { widths: [140, 80], body: amountsByType(r).map(([label, v]) => [label, { text: v, alignment: 'right' }]) },
        layout: gridLayout(2),
      },
      { text: [{ text: 'Elaboró: ', style: 'label' }, r.elaborated_name], margin: [0, 12, 0, 0] },
    ],
  };
}
