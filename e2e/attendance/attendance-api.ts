import type { RosterAnswer } from '@doyang/domain';
import { expect, type Page } from '@playwright/test';
import type { Api } from '../support/api.ts';

// API helpers of the attendance journeys: set up or check what the screens do, and put the demo back as it was.

export { type Api, apiAs, serverToday } from '../support/api.ts';

export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
/** 'DD/MON/YYYY'. */
export const dayMonYear = (ymd: string) => `${ymd.slice(8, 10)}/${MONTHS[Number(ymd.slice(5, 7)) - 1]}/${ymd.slice(0, 4)}`;

export const roster = async (api: Api, groupId: number, query = '') =>
  (await api.call<RosterAnswer>('GET', `/api/doyang_groups/${groupId}/roster${query}`)).body;

const TITLES = { F: 'Falta', R: 'Retardo', A: 'Asistencia' } as const;

/** The radios of a roster row: its F / R / A inputs and the cancel icon. */
export const markControls = (page: Page, testId: string) => {
  const row = page.getByTestId(testId);
  const radio = (type: 'F' | 'R' | 'A') => row.getByRole('radio', { name: TITLES[type], exact: true });
  return {
    row,
    radio,
    /**
     * Click a mark and wait for it: on a loaded machine the row may render a few milliseconds after the click,
     * which check() (it reads the state at once) takes for a lost click.
     */
    mark: async (type: 'F' | 'R' | 'A') => {
      await radio(type).click();
      await expect(radio(type)).toBeChecked();
    },
    clear: row.getByRole('button', { name: 'Borrar asistencia' }),
  };
};
