import { MSG } from '@doyang/domain';
import { useCallback, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { downloadFile } from './download.ts';

/**
 * Report buttons: which download is running (its key), and a `download` that always clears that flag,
 * ends an expired session (401) and otherwise shows the screen's error text, the generic one unless told
 * (spec 02 §8: flags reset on failure).
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const download = useCallback(
    async (key: string, path: string, fallbackName: string, errorText: string = MSG.generic) => {
      setBusy(key);
      try {
        await downloadFile(path, fallbackName);
      } catch (error) {
        const loggedOut = await logoutIfAccessDenied(error);
        if (!loggedOut) notify(errorText, { type: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [notify, logoutIfAccessDenied],
  );
  return { busy, download };
}
