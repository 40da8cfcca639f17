import type { ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';

/** Names are forced to uppercase as typed (spec 01 §5); '' stays null like react-admin's TextInput. */
export const upperCase = (value: string) => (value === '' ? null : value.toUpperCase());

/** Keep the caret where the user typed even though the value is rewritten in uppercase. */
const keepCaret = (event: ChangeEvent<HTMLInputElement>) => {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  if (selectionStart === null) return;
  requestAnimationFrame(() => {
    if (document.activeElement === input) input.setSelectionRange(selectionStart, selectionEnd);
  });
};

export const UpperTextInput = (props: TextInputProps) => <TextInput parse={upperCase} onChange={keepCaret} {...props} />;
