import { MONTHS } from '@doyang/domain';
import { expect, type Locator, type Page } from '@playwright/test';

// The app's date inputs are MUI X pickers (docs/decisions.md, "Issue 10 — dates in es-MX"): a group of sections
// (DD/MM/AAAA, or month and year) typed with the keyboard, a calendar button, and a hidden input holding the shown
// text. A journey finds a picker by its label (`dateField`) or by the test id of its hidden input.

/** How a picker shows a stored value: 'YYYY-MM-DD' as 'DD/MM/YYYY', a month 'YYYY-MM' as 'diciembre 2026'. */
export function shownDate(value: string): string {
  const [y, m, d] = value.split('-');
  return d === undefined ? `${MONTHS[Number(m) - 1].toLowerCase()} ${y}` : `${d}/${m}/${y}`;
}

/** A picker by its label: the group of its sections. */
export const dateField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** The picker around a field's group or hidden input. */
const pickerOf = (field: Locator) =>
  field.locator('xpath=ancestor-or-self::div[contains(concat(" ", @class, " "), " MuiPickersInputBase-root ")][1]');

/** The hidden input holding what the picker shows ('DD/MM/YYYY', 'diciembre 2026', '' when empty). */
export const shownInput = (field: Locator) => pickerOf(field).locator('input');

/** Whether the picker shows `value` ('YYYY-MM-DD', or 'YYYY-MM' for a month; '' for empty). */
export async function expectDate(field: Locator, value: string): Promise<void> {
  await expect(shownInput(field)).toHaveValue(value && shownDate(value));
}

/** The day a picker holds, as stored ('YYYY-MM-DD'), or '' when empty. */
export async function dateOf(field: Locator): Promise<string> {
  const shown = await shownInput(field).inputValue();
  return shown.split('/').reverse().join('-');
}

/** Puts the caret in the picker's first section (DD, or the month). */
export const focusDate = (field: Locator) => pickerOf(field).getByRole('spinbutton').first().click();

/** Empties a picker with the keyboard, as a user would: select every section, then erase. */
export async function clearDate(field: Locator): Promise<void> {
  await focusDate(field);
  await field.page().keyboard.press('ControlOrMeta+a');
  await field.page().keyboard.press('Backspace');
  await expectDate(field, '');
}

/** Types a day ('YYYY-MM-DD') or a month ('YYYY-MM') into a picker, digit by digit in the order it shows them. */
export async function fillDate(field: Locator, value: string): Promise<void> {
  // Cleared, every section stays selected, and the first digit goes to the first one.
  await clearDate(field);
  const [y, m, d] = value.split('-');
  await field.page().keyboard.type(d === undefined ? `${m}${y}` : `${d}${m}${y}`);
  await expectDate(field, value);
}

/** Opens a picker's calendar; returns it. */
export async function openCalendar(field: Locator): Promise<Locator> {
  await pickerOf(field)
    .getByRole('button', { name: /^Elige fecha/ })
    .click();
  // The calendar is a dialog of its own (a form dialog may be open under it).
  const calendar = field.page().locator('[role="dialog"].MuiPickerPopper-root');
  await expect(calendar).toBeVisible();
  // Settled (it grows in), so a screenshot shows it as the user sees it. An animation the page replaces (a re-render
  // while it grows) rejects `finished` with AbortError: it is over all the same.
  await calendar.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
  return calendar;
}

/** Types a time ('HH:MM') into a 24-hour time picker found by its label. */
export async function fillTime(page: Page, label: string, value: string): Promise<void> {
  const field = dateField(page, label);
  await pickerOf(field).getByRole('spinbutton').first().click();
  await page.keyboard.type(value.replace(':', ''));
  await expect(shownInput(field)).toHaveValue(value);
}
