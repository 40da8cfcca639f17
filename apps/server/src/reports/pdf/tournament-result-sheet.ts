import { formatDayMonYear } from '@doyang/domain';
import type { PdfContent, PdfDocument } from '../pdf.ts';
import { gridLayout, printedFooter, STYLES, titleBlock } from './exam-header.ts';

// resultados_torneo.pdf (spec 03 §7 'result_sheet', §9): the places each bracket gave, per competition and category,
// then the doyang awards (Premiaciones de doyang). Built from the brackets as they stand, so it can be printed while
// the tournament runs: an unfinished bracket says so and shows the places it has given so far.

export type ResultSheetTournament = { name: string; date: string; venue_name: string | null };

export type ResultSheetRow = { place: string; full_name: string; doyang_name: string };

export type ResultSheetBracket = {
  /** 'INFANTIL VARONIL · gráfica 1 de 2 · área 1'. */
  title: string;
  /** 'Exhibición', 'Sin terminar…' or nothing. */
  note: string | null;
  rows: ResultSheetRow[];
};

export type ResultSheetCompetition = { name: string; brackets: ResultSheetBracket[] };

export type ResultSheetStanding = {
  place: number;
  doyang_name: string;
  points: number;
  first: number;
  second: number;
  third: number;
  first_no_contest: number;
};

/** Column widths shared by every bracket's table, so the tables of a page line up. */
const WIDTHS = [78, '*', 190];

function bracketTable(bracket: ResultSheetBracket): PdfContent {
  const caption = [
    {
      text: [
        bracket.title,
        ...(bracket.note ? [{ text: `  ·  ${bracket.note}`, bold: false, italics: true, color: '#555555' }] : []),
      ],
      style: 'group',
      fontSize: 9,
      colSpan: 3,
      // Greyer than the column header above, so the category reads as a caption, not as another header.
      fillColor: '#f3f3f3',
    },
    '',
    '',
  ];
  const body = bracket.rows.length
    ? bracket.rows.map((r) => [{ text: r.place, bold: true }, r.full_name, r.doyang_name])
    : [[{ text: 'Aún sin lugares.', italics: true, color: '#555555', colSpan: 3 }, '', '']];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: WIDTHS, body: [caption, ...body] },
    layout: gridLayout(3),
    unbreakable: true,
    margin: [0, 0, 0, 6],
  };
}

function competitionBlock(competition: ResultSheetCompetition): PdfContent[] {
  const header = {
    table: {
      widths: WIDTHS,
      body: [['Lugar', 'Competidor', 'Doyang'].map((text) => ({ text, style: 'th' }))],
    },
    layout: gridLayout(3),
  };
  return [
    // The competition's name and its column header stay with its first bracket.
    { stack: [{ text: competition.name, style: 'section' }, header, bracketTable(competition.brackets[0])], unbreakable: true },
    ...competition.brackets.slice(1).map(bracketTable),
  ];
}

function standingsTable(standings: ResultSheetStanding[]): PdfContent {
  const header = ['Lugar', 'Doyang', 'Puntos', '1°', '2°', '3°', '1° s/c'].map((text, i) => ({
    text,
    style: 'th',
    ...(i !== 1 && { alignment: 'center' }),
  }));
  const number = (n: number) => ({ text: String(n), alignment: 'center' });
  const body = standings.map((s) => [
    number(s.place),
    s.doyang_name,
    number(s.points),
    number(s.first),
    number(s.second),
    number(s.third),
    number(s.first_no_contest),
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [40, '*', 50, 34, 34, 34, 44], body: [header, ...body] },
    layout: gridLayout(3),
  };
}

/**
 * The sheet. `only` names the doyangs a staff member's copy is limited to (their competitors and their doyangs'
 * award rows, each with its place among all); null for general direction's whole sheet.
 */
export function tournamentResultSheetDoc(
  tournament: ResultSheetTournament,
  competitions: ResultSheetCompetition[],
  standings: ResultSheetStanding[],
  only: string[] | null,
  printedOn: string,
): PdfDocument {
  const line = [tournament.name, formatDayMonYear(tournament.date), tournament.venue_name].filter(Boolean).join(' · ');
  const content: PdfContent[] = [...titleBlock('RESULTADOS DEL TORNEO', line, only ? `Competidores de ${only.join(', ')}` : '')];
  const shown = competitions.filter((c) => c.brackets.length);
  for (const competition of shown) content.push(...competitionBlock(competition));
  if (!shown.length) content.push({ text: 'No hay gráficas con competidores.', margin: [0, 20, 0, 0] });
  content.push({ text: 'PREMIACIONES DE DOYANG', style: 'section', margin: [0, 14, 0, 4] });
  content.push(
    standings.length
      ? standingsTable(standings)
      : { text: 'Ningún doyang tiene lugares todavía.', italics: true, color: '#555555' },
  );
  content.push({
    text: 'Puntos por lugar según la configuración del torneo. Desempate: más primeros lugares compitiendo, luego segundos, terceros y primeros sin competir; después lugares en combate y en formas.',
    fontSize: 7,
    color: '#555555',
    margin: [0, 4, 0, 0],
  });
  return {
    info: { title: `Resultados · ${tournament.name}` },
    styles: STYLES,
    footer: printedFooter(printedOn),
    content,
  };
}
