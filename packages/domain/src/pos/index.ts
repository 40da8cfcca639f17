// The point of sale's prices (issue 25): what the server calls to price each note item.
export * from './bundles.ts';
export * from './commission.ts';
export * from './events.ts';
export * from './insurance.ts';
export * from './monthly-fees.ts';
export * from './note.ts';
export * from './paid-by-type.ts';
export {
  type BuyerSide,
  buyerSide,
  type LineParts,
  monthYearTitle,
  PAYMENT_CONCEPT,
  type PaymentConceptId,
  type PosRefusal,
  type Priced,
  pricedLine,
} from './priced.ts';
export * from './products.ts';
export * from './tournaments.ts';
