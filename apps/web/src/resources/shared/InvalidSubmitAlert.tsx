import { MSG } from '@doyang/domain';
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Spec 03 §2: a save the form's rules refuse alerts, then brings the first marked field into view (a long form's
 * error may be far above or below the Save button).
 */
export const InvalidSubmitAlert = () => {
  const { submitCount, errors, isSubmitSuccessful } = useFormState();
  const seen = useRef(0);
  useEffect(() => {
    if (submitCount === seen.current || isSubmitSuccessful || !Object.keys(errors).length) return;
    seen.current = submitCount;
    window.alert(MSG.formHasErrors);
    const first = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [submitCount, errors, isSubmitSuccessful]);
  return null;
};
