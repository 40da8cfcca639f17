import { MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { zodPick, zodValidate } from '../shared/zod-validate.ts';
import { groupFormSchema, NO_CLASS_DAYS } from './group-form.ts';

const valid = {
  name: 'infantil b',
  doyang_id: 1,
  user_responsible_id: 7,
  user_certifier_id: 2,
  begins_at: '16:00',
  ends_at: '17:00:00',
  json_week: [false, true, false, true, false, false, false],
  is_selective_group: false,
};

describe('group form validation', () => {
  it('shows the end-before-start and no-day texts together, with the other field errors', () => {
    const errors = zodValidate(groupFormSchema)({ ...valid, name: '', ends_at: '15:30', json_week: NO_CLASS_DAYS });
    expect(errors).toMatchObject({ name: MSG.required, ends_at: MSG.groupTimesOrder, json_week: MSG.groupWeekRequired });
    expect(zodValidate(groupFormSchema)({ ...valid, ends_at: '16:00' })).toEqual({ ends_at: MSG.groupTimesOrder });
    expect(zodValidate(groupFormSchema)({ ...valid, user_responsible_id: null })).toEqual({ user_responsible_id: MSG.required });
  });

  it('sends the schema fields only: uppercase name, HH:MM:SS times, the week, no relations', () => {
    const sent = zodPick(groupFormSchema)({ ...valid, kyosas: [{ id: 9 }], responsible: { id: 7 } });
    expect(sent).toEqual({ ...valid, name: 'INFANTIL B', begins_at: '16:00:00', ends_at: '17:00:00' });
  });
});
