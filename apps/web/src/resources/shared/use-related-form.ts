import { useState } from 'react';
import { checkValues } from './related-form.ts';
import type { FieldBinding, FieldErrors, Outcome, RelatedForm } from './related-types.ts';

/**
 * The state of one add/edit form: its values, the texts under its inputs, and a submit that checks the
 * server's schema first, then saves; a refusal's field texts land under the inputs. `onSaved` closes a
 * dialog, or empties a form that stays open.
 */
export function useRelatedForm<Row, Values, Input>(
  form: RelatedForm<Row, Values, Input>,
  row: Row | null,
  save: (input: Input) => Promise<Outcome>,
  onSaved: () => void,
): FieldBinding<Values> {
  const [values, setValues] = useState(() => form.initial(row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors(({ [key as string]: _cleared, ...rest }) => rest);
  };

  const submit = async () => {
    if (saving) return;
    const found = checkValues(form, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    // The server's schema passed the draft: every field the body needs is there.
    const outcome = await save(form.toInput(values) as Input);
    setSaving(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    setValues(form.initial(row));
    onSaved();
  };

  return { values, errors, set, submit: () => void submit(), saving };
}
