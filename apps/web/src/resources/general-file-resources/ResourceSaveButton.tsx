import { sentence } from '@doyang/domain';
import { useState } from 'react';
import { HttpError, SaveButton, Toolbar, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The values as they were when a save failed ('' before any failure); a picked file counts by its name and size. */
const snapshotOf = (values: unknown) =>
  JSON.stringify(values, (_key, value) => (value instanceof File ? `${value.name}:${value.size}:${value.lastModified}` : value));

/**
 * Guardar with spec 03 §8's text when the save fails (the server's reason added when it is not about a field). A failed
 * create can be sent again at once; a failed update stays disabled until something changes ('a failed upload re-enables
 * the button on create only').
 */
export const ResourceSaveButton = ({ isNew, errorText }: { isNew: boolean; errorText: string }) => {
  const notify = useNotify();
  const values = useWatch();
  const [failedWith, setFailedWith] = useState<string | null>(null);
  const held = !isNew && failedWith !== null && failedWith === snapshotOf(values);
  return (
    <Toolbar>
      <SaveButton
        type="button"
        disabled={held}
        mutationOptions={{
          onError: (error) => {
            const reason = error instanceof HttpError && error.status !== 422 ? error.message : '';
            notify(reason ? `${errorText} ${sentence(reason)}` : errorText, { type: 'error' });
            if (!isNew) setFailedWith(snapshotOf(values));
          },
        }}
      />
    </Toolbar>
  );
};
