import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/** Fields whose rules read other fields (spec 02 §5): the prospect switch frees the group, a parent needs name and phone. */
const WATCHED = ['is_prospect', 'birth_date', 'father_name', 'father_cellphone', 'mother_name', 'mother_cellphone', 'cellphone'];
const SHOWN_ON = ['doyang_group_id', 'father_name', 'mother_name', 'cellphone'];

/**
 * After a save attempt a field's message updates as the user types in it; a rule that reads several fields
 * must also update when a neighbour changes (the mother's phone clears the message under her name).
 */
export const RevalidateRelated = () => {
  const { trigger, formState } = useFormContext();
  const values = useWatch({ name: WATCHED });
  const key = JSON.stringify(values);
  useEffect(() => {
    if (formState.isSubmitted && key) trigger(SHOWN_ON);
  }, [key, formState.isSubmitted, trigger]);
  return null;
};
