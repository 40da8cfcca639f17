import { type ReadinessColour, readinessReasons } from '@doyang/domain';

const MISSING = 'Falta: ';

/**
 * The reasons as the dialog lists them: each with its colour, worst first, and the missing items of one colour on
 * one line ('Falta: CINTA, PETO') so a student missing ten items does not fill the screen. The download keeps one
 * reason per item.
 */
export function shownReasons(texts: readonly string[], colour: ReadinessColour): { colour: ReadinessColour; text: string }[] {
  const shown: { colour: ReadinessColour; text: string }[] = [];
  for (const reason of readinessReasons(texts, colour)) {
    const last = shown[shown.length - 1];
    if (reason.text.startsWith(MISSING) && last?.colour === reason.colour && last.text.startsWith(MISSING)) {
      last.text = `${last.text}, ${reason.text.slice(MISSING.length)}`;
    } else shown.push({ ...reason });
  }
  return shown;
}
