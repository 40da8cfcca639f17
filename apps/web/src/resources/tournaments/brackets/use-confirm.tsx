import { useCallback, useState } from 'react';
import { Confirm } from 'react-admin';

/** What a confirmation asks, and what it runs once accepted. */
export type Ask = { title: string; content: string; action: () => Promise<unknown> | unknown };

/** One confirmation at a time: `ask` opens it, Confirm runs the action. */
export function useConfirm() {
  const [pending, setPending] = useState<Ask | null>(null);
  const [working, setWorking] = useState(false);
  const ask = useCallback((a: Ask) => setPending(a), []);
  const element = (
    <Confirm
      isOpen={pending !== null}
      loading={working}
      title={pending?.title ?? ''}
      content={pending?.content ?? ''}
      confirm="Aceptar"
      cancel="Cancelar"
      onConfirm={async () => {
        if (!pending) return;
        setWorking(true);
        try {
          await pending.action();
        } finally {
          setWorking(false);
          setPending(null);
        }
      }}
      onClose={() => setPending(null)}
    />
  );
  return { ask, element };
}
