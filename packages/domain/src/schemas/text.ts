import { z } from 'zod';
import { MSG } from '../messages.ts';

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
 * (a 500 before this rule) and the others only hide content from the people who read it.
 */
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
const CONTROL_CHARACTER = new RegExp(`[${CONTROLS}]`);
const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROLS}]*$`);

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Every text a client sends: a string without control characters. Schemas use this, never a bare z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(NO_CONTROL_CHARACTERS, MSG.controlCharacters);
