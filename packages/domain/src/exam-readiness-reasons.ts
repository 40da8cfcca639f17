import type { ReadinessColour, ReadinessReason } from './exam-readiness.ts';

// The traffic light's snapshot (traffic_light_results.reasons) keeps each reason as its text, worst first. The
// screen shows every reason with its own colour, so the colour is read back from the text's opening words: each
// reason examReadiness writes starts with words no reason of another colour starts with (exam-readiness-reasons.test.ts).

const STARTS: readonly [string, ReadinessColour][] = [
  ['Sin requisito para su grado y edad', 'negro'],
  ['Antigüedad en el grado:', 'negro'],
  ['Sin derecho a examen:', 'negro'],
  ['Puntos inaceptables:', 'negro'],
  ['Falta:', 'rojo'],
  ['Puntos por debajo del oficial:', 'rojo'],
  ['Sin fecha del último examen', 'rojo'],
  ['En riesgo de no hacer examen:', 'amarillo'],
  ['Puntos por debajo del ideal:', 'amarillo'],
  ['Revisión sin completar', 'amarillo'],
  ['Revisión incompleta', 'amarillo'],
  ['Listo para su examen', 'verde'],
];

/** The colour of one stored reason text; a text no rule writes (an older snapshot) takes the student's colour. */
export function readinessReasonColour(text: string, fallback: ReadinessColour): ReadinessColour {
  return STARTS.find(([start]) => text.startsWith(start))?.[1] ?? fallback;
}

/** The stored texts back as reasons with their colours. */
export function readinessReasons(texts: readonly string[], colour: ReadinessColour): ReadinessReason[] {
  return texts.map((text) => ({ colour: readinessReasonColour(text, colour), text }));
}

/** The colour names as the screens and the spreadsheet write them. */
export const READINESS_COLOUR_LABELS: Record<ReadinessColour, string> = {
  verde: 'Verde',
  amarillo: 'Amarillo',
  rojo: 'Rojo',
  negro: 'Negro',
};
