import type { DuplicateMatchAnswer } from '@doyang/domain';
import type { MouseEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { SaveButton, useRedirect, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { QueryValue } from '../../providers/api.ts';
import { resourceClient } from '../../providers/api-client.ts';
import { useApi } from '../../providers/use-api.ts';
import { DuplicatesDialog } from './DuplicatesDialog.tsx';

type Values = Record<string, unknown>;

/** GET /api/users?validate=1&…: the people already registered with the same data. */
const registered = resourceClient<DuplicateMatchAnswer>('users');

type Props = {
  /** The form's own validation: an invalid form is submitted at once so its texts show, without asking. */
  validate: (values: Values) => Record<string, string>;
  /** What to ask GET /api/users?validate=1 with (null skips the check). */
  query: (values: Values) => Record<string, QueryValue> | null;
  /** An extra cell per match (the student dialog's transfer offer). */
  action?: (match: DuplicateMatchAnswer, close: () => void) => ReactNode;
};

/**
 * Save of a new person (spec 02 §5 duplicate check): before the usual submit, look for people already
 * registered with the same data; with matches, the 'Coincidencias' dialog decides. The save itself is
 * react-admin's ordinary submit, so validation, server texts, banners and the leave guard work as anywhere.
 */
export const DuplicateCheckSaveButton = ({ validate, query, action }: Props) => {
  const users = useApi(registered);
  const { getValues, reset } = useFormContext();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const button = useRef<HTMLButtonElement>(null);
  const approved = useRef(false);
  const [matches, setMatches] = useState<DuplicateMatchAnswer[] | null>(null);
  const checking = useRef(false);

  const submit = () => {
    approved.current = true;
    button.current?.click();
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (approved.current) {
      approved.current = false;
      return; // the ordinary submit
    }
    const values = getValues();
    const params = query(values);
    if (Object.keys(validate(values)).length || !params) return;
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    users
      .list({ validate: 1, ...params })
      .catch(() => [] as DuplicateMatchAnswer[])
      .then((found) => {
        checking.current = false;
        if (found.length) setMatches(found);
        else submit();
      });
  };

  const close = () => setMatches(null);
  return (
    <>
      <SaveButton ref={button} alwaysEnable onClick={onClick} />
      {matches && (
        <DuplicatesDialog
          matches={matches}
          onCancel={close}
          onRecognise={() => {
            close();
            // Nothing of the new form is kept, so leaving it asks nothing (the leave guard reads the dirty state).
            reset(undefined, { keepValues: false });
            setTimeout(() => redirect('list', resource), 0);
          }}
          onCreate={() => {
            close();
            submit();
          }}
          action={action ? (m) => action(m, close) : undefined}
        />
      )}
    </>
  );
};
