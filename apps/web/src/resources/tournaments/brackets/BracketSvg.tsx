import { type BracketAnswer, type BracketCompetitorAnswer, MSG } from '@doyang/domain';
import type { KeyboardEvent } from 'react';
import { type DrawnBox, drawBracket } from './bracket-boxes.ts';

// The bracket drawn in SVG from the shared geometry (no bracket library): first round by slot (byes '—'), each
// encounter's competitors, winners in bold, the champion's column, places, the changed mark, the viewer's doyang
// highlighted. The same drawing prints.

const PLACE_FILL = { 1: '#f6c343', 2: '#c0c6cc', 3: '#d49a6a' } as const;
const OWN_FILL = '#e3f0fb';
const PAD = 4;

type Props = {
  bracket: BracketAnswer;
  /** A competitor's box was chosen: `encounter` when they can be marked winner of it now, else null. */
  onChoose?: (competitor: BracketCompetitorAnswer, encounter: number | null) => void;
  printing?: boolean;
  /** Editor mode: a click opens the competitor's card (to move or remove them), never marks a winner. */
  editing?: boolean;
};

const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const placeLabel = (c: Pick<BracketCompetitorAnswer, 'placement' | 'first_without_competing'>) =>
  c.placement === null ? null : c.first_without_competing ? '1° S/C' : `${c.placement}°`;

const BoxView = ({ box, bracket, onChoose, printing, editing }: { box: DrawnBox } & Props) => {
  const c = box.competitor;
  const deciding = bracket.can_decide && box.pending !== null && !printing && !editing;
  const clickable = Boolean(onChoose && c) && !printing;
  const label = c ? (deciding ? `Marcar ganador: ${c.full_name}` : `Ficha de ${c.full_name}`) : undefined;
  const choose = () => c && onChoose?.(c, deciding ? box.pending : null);
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose();
    }
  };
  const champion = box.node === 1 && box.column > 0 && c !== null;
  const fill = champion ? '#fff5d6' : c?.own_doyang && !printing ? OWN_FILL : '#fff';
  const place = c && box.won === false ? placeLabel(c) : null;
  return (
    <g
      transform={`translate(${box.x} ${box.y})`}
      {...(clickable
        ? { role: 'button', tabIndex: 0, 'aria-label': label, onClick: choose, onKeyDown: keys, style: { cursor: 'pointer' } }
        : {})}
      data-node={box.node}
    >
      <rect
        width={box.width}
        height={box.height}
        rx={3}
        fill={fill}
        stroke={deciding ? '#1976d2' : champion ? '#b8860b' : '#9e9e9e'}
        strokeWidth={deciding || champion ? 2 : 1}
      />
      {c ? (
        <>
          <text
            x={PAD + 2}
            y={13}
            fontSize={11.5}
            fontWeight={box.won || champion ? 700 : 400}
            fill={box.lost ? '#9e9e9e' : '#212121'}
            textDecoration={box.lost ? 'line-through' : undefined}
          >
            {short(c.full_name, place ? 20 : 24)}
          </text>
          <text x={PAD + 2} y={25} fontSize={9} fill="#616161">
            {short(c.doyang_name ?? '', place ? 30 : 36)}
          </text>
          {place && (
            <svg
              x={box.width - 32}
              y={box.height / 2 - 10}
              width={20}
              height={20}
              viewBox="-10 -10 20 20"
              role="img"
              aria-label={`Lugar ${place}`}
            >
              <title>{`Lugar ${place}`}</title>
              <circle r={10} fill={PLACE_FILL[c.placement as 1 | 2 | 3]} />
              <text textAnchor="middle" y={3.5} fontSize={place.length > 3 ? 6.5 : 9} fontWeight={700}>
                {place}
              </text>
            </svg>
          )}
          {c.changed_graph && box.column === 0 && (
            <svg
              x={box.width - (place ? 47 : 20)}
              y={3}
              width={12}
              height={12}
              viewBox="-6 -6 12 12"
              role="img"
              aria-label={MSG.bracketUserMoved}
            >
              <title>{MSG.bracketUserMoved}</title>
              <circle r={6} fill="#ed6c02" />
              <text textAnchor="middle" y={3.5} fontSize={9} fontWeight={700} fill="#fff">
                ↔
              </text>
            </svg>
          )}
        </>
      ) : (
        <text x={box.width / 2} y={box.height / 2 + 4} textAnchor="middle" fontSize={12} fill="#9e9e9e">
          {box.column === 0 ? '—' : ''}
        </text>
      )}
    </g>
  );
};

export const BracketSvg = ({ bracket, onChoose, printing, editing }: Props) => {
  const { geometry, boxes } = drawBracket(bracket);
  const m = 2;
  return (
    <svg
      viewBox={`${-m} ${-m} ${geometry.width + 2 * m} ${geometry.height + 2 * m}`}
      width="100%"
      style={{ maxWidth: geometry.width + 2 * m, display: 'block' }}
      aria-labelledby={`bracket-title-${bracket.id}${printing ? '-print' : ''}`}
      fontFamily="Roboto, Arial, sans-serif"
    >
      <title id={`bracket-title-${bracket.id}${printing ? '-print' : ''}`}>{`Gráfica ${bracket.label}`}</title>
      {geometry.lines.map((l) => (
        <line key={`${l.x1},${l.y1},${l.x2},${l.y2}`} {...l} stroke="#757575" strokeWidth={1} />
      ))}
      {boxes.map((box) => (
        <BoxView key={box.node} box={box} bracket={bracket} onChoose={onChoose} printing={printing} editing={editing} />
      ))}
    </svg>
  );
};
