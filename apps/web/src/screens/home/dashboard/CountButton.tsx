import { ButtonBase } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

type Props = { label: string; onClick: (event: MouseEvent<HTMLElement>) => void; children: ReactNode; testId?: string };

/**
 * A count on a card that opens the students behind it. It sits above the card's select layer (positioned), so a click
 * on it opens its list instead of selecting the card; `label` names it for screen readers ('Ver alumnos en riesgo: 3').
 */
export const CountButton = ({ label, onClick, children, testId }: Props) => (
  <ButtonBase
    onClick={onClick}
    aria-label={label}
    data-testid={testId}
    sx={{
      position: 'relative',
      font: 'inherit',
      fontWeight: 700,
      color: 'primary.main',
      textDecoration: 'underline',
      textUnderlineOffset: 2,
      borderRadius: 0.5,
      px: 0.25,
      '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
    }}
  >
    {children}
  </ButtonBase>
);
