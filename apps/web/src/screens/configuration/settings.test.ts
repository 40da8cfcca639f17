import { CONFIGURATION_RULES } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { idsOnScreen } from './settings.ts';

describe('configuration screen', () => {
  it('has one input for every configuration id that is not reserved, and only one', () => {
    const expected = Object.entries(CONFIGURATION_RULES)
      .filter(([, rule]) => rule.kind !== 'reserved')
      .map(([id]) => Number(id));
    expect(idsOnScreen()).toEqual(expected);
  });
});
