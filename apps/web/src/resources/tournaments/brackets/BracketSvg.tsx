import { type BracketAnswer, type BracketCompetitorAnswer, MSG } from '@doyang/domain';
import type { CSSProperties, KeyboardEvent } from 'react';
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

export const placeLabel = (c: Pick<BracketCompetitorAnswer, 'placement' | 'first_without_competing'>) =>
  c.placement === null ? null : c.first_without_competing ? '1° S/C' : `${c.placement}°`;

const FONT = 'Roboto, Arial, sans-serif';
/** The lost competitor's struck-through name: 4.6:1 on the own doyang's blue, 5.3:1 on white. */
const LOST_TEXT = '#6b6b6b';

const LINE: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

type BoxTextProps = { name: string; doyang: string; width: number; nameRoom: number; nameStyle: CSSProperties };

/**
 * The competitor's name and doyang, each line cut with an ellipsis by CSS (HTML inside the drawing): the page holds
 * the whole text, so the box's accessible name can contain exactly what it shows (WCAG 2.5.3). The cut once made in
 * code showed 'RAMÍREZ RA…' beside a label with the full name. The space between the lines keeps them two words
 * for whoever reads the text.
 */
const BoxText = ({ name, doyang, width, nameRoom, nameStyle }: BoxTextProps) => (
  <foreignObject x={PAD + 2} y={2} width={width} height={26}>
    <div style={{ fontFamily: FONT }}>
      <div style={{ ...LINE, fontSize: 11.5, lineHeight: '14px', width: nameRoom, ...nameStyle }}>{name}</div>{' '}
      <div style={{ ...LINE, fontSize: 9, lineHeight: '11px', color: '#616161' }}>{doyang}</div>
    </div>
  </foreignObject>
);

const BoxView = ({ box, bracket, onChoose, printing, editing }: { box: DrawnBox } & Props) => {
  const c = box.competitor;
  const deciding = bracket.can_decide && box.pending !== null && !printing && !editing;
  const clickable = Boolean(onChoose && c) && !printing;
  // What choosing the box does, then the name and doyang it shows, in that order.
  const who = c ? `${c.full_name}${c.doyang_name ? `, ${c.doyang_name}` : ''}` : '';
  const label = c ? (deciding ? `Marcar ganador: ${who}` : `Ficha de ${who}`) : undefined;
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
  const moved = Boolean(c?.changed_graph && box.column === 0);
  // Room left of the place badge (right, 20 wide) and of the moved mark (top right, 12 wide).
  const lineRight = box.width - PAD - (place ? 34 : 0);
  const nameRight = moved ? box.width - (place ? 47 : 20) - 2 : lineRight;
  return (
    // The whole box answers the mouse; its button (keyboard, screen readers) is the part holding the name and doyang,
    // and the place and moved marks beside it keep their own names ('Lugar 1°').
    <g
      transform={`translate(${box.x} ${box.y})`}
      {...(clickable ? { onClick: choose, onKeyDown: keys, style: { cursor: 'pointer' } } : {})}
      data-node={box.node}
    >
      <g {...(clickable ? { role: 'button', tabIndex: 0, 'aria-label': label } : {})}>
        <rect
          width={box.width}
          height={box.height}
          rx={3}
          fill={fill}
          stroke={deciding ? '#1976d2' : champion ? '#b8860b' : '#9e9e9e'}
          strokeWidth={deciding || champion ? 2 : 1}
        />
        {c ? (
          <BoxText
            name={c.full_name}
            doyang={c.doyang_name ?? ''}
            width={lineRight - PAD - 2}
            nameRoom={nameRight - PAD - 2}
            nameStyle={{
              fontWeight: box.won || champion ? 700 : 400,
              color: box.lost ? LOST_TEXT : '#212121',
              textDecoration: box.lost ? 'line-through' : undefined,
            }}
          />
        ) : (
          <text x={box.width / 2} y={box.height / 2 + 4} textAnchor="middle" fontSize={12} fill="#9e9e9e">
            {box.column === 0 ? '—' : ''}
          </text>
        )}
      </g>
      {c && place && (
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
      {moved && (
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
      fontFamily={FONT}
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
