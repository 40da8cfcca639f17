import { tournamentResultSheetDoc } from '../pdf/tournament-result-sheet.ts';

// The documents a PDF worker may lay out, by name: the main thread sends a name and plain data (a definition with
// functions — footers, table layouts — cannot cross threads), the worker builds the definition itself.

export const PDF_DOCUMENTS = {
  tournamentResultSheet: tournamentResultSheetDoc,
} as const;

export type PdfDocumentName = keyof typeof PDF_DOCUMENTS;
export type PdfDocumentArgs<N extends PdfDocumentName> = Parameters<(typeof PDF_DOCUMENTS)[N]>;
