// Bodies a school would believe (issue 24): a child's weight and height follow their age and sex, an adult's vary
// within what adults measure. The middle of each age is a growth chart's median, rounded (boys, girls); every person
// sits at their own place around it, the same at every weigh-in of theirs.

/** Median height (m) and weight (kg) by age, boys then girls; 18 stands for every adult. */
const MEDIANS: Record<number, { m: [number, number]; kg: [number, number] }> = {
  4: { m: [1.03, 1.02], kg: [16.5, 16] },
  5: { m: [1.1, 1.09], kg: [18.5, 18] },
  6: { m: [1.16, 1.15], kg: [21, 20.5] },
  7: { m: [1.22, 1.21], kg: [23, 22.5] },
  8: { m: [1.28, 1.27], kg: [25.5, 25.5] },
  9: { m: [1.33, 1.33], kg: [28.5, 29] },
  10: { m: [1.38, 1.38], kg: [32, 33] },
  11: { m: [1.43, 1.44], kg: [36, 37] },
  12: { m: [1.49, 1.51], kg: [40, 41.5] },
  13: { m: [1.56, 1.56], kg: [45, 46] },
  14: { m: [1.63, 1.59], kg: [51, 49] },
  15: { m: [1.68, 1.61], kg: [56, 52] },
  16: { m: [1.71, 1.62], kg: [60, 54] },
  17: { m: [1.73, 1.62], kg: [63, 55] },
  18: { m: [1.7, 1.58], kg: [72, 63] },
};

/** A stable number in [0, 1) from an id and a salt: a person's place around the median. */
const placeOf = (id: number, salt: number) => (Math.imul(id ^ salt, 2654435761) >>> 0) / 4294967296;

/**
 * A person's weight (kg) and height (m) at an age, as numeric text: height within ±5 % of the median, weight as the
 * median body mass index for that height within ±15 %. `sex` 2 is a girl or woman; anything else reads as a boy's chart.
 */
export function bodyFor(age: number, sex: number | null, id: number): { weight_kg: string; height_m: string } {
  const chart = MEDIANS[Math.min(18, Math.max(4, age))];
  const s = sex === 2 ? 1 : 0;
  const height = chart.m[s] * (1 + 0.1 * (placeOf(id, 0x68) - 0.5));
  const weight = chart.kg[s] * (height / chart.m[s]) ** 2 * (1 + 0.3 * (placeOf(id, 0x77) - 0.5));
  return { weight_kg: weight.toFixed(2), height_m: height.toFixed(2) };
}
