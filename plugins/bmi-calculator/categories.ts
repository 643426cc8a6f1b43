/**
 * The WHO classification of adult BMI (kg/m²), as the WHO publishes it: underweight below 18.5,
 * normal weight 18.5–24.9, pre-obesity (overweight) 25.0–29.9, obesity class I 30.0–34.9,
 * class II 35.0–39.9, class III 40 and above. Source: WHO, "A healthy lifestyle – WHO
 * recommendations" and Technical Report Series 894 (2000), table 2.1.
 */
export const CATEGORY_IDS = ['underweight', 'normal', 'overweight', 'obese1', 'obese2', 'obese3'] as const;
export type Category = (typeof CATEGORY_IDS)[number];

export interface CategoryBand {
  id: Category;
  /** Lowest BMI of the band (one decimal), if any. */
  min?: number;
  /** Highest BMI of the band (one decimal), if any; underweight is "below 18.5". */
  max?: number;
}

export const BANDS: readonly CategoryBand[] = [
  { id: 'underweight', max: 18.5 },
  { id: 'normal', min: 18.5, max: 24.9 },
  { id: 'overweight', min: 25, max: 29.9 },
  { id: 'obese1', min: 30, max: 34.9 },
  { id: 'obese2', min: 35, max: 39.9 },
  { id: 'obese3', min: 40 },
];

/** The "ideal" (WHO normal) range the spec asks for: BMI 18.5 to 24.9. */
export const IDEAL_BMI = { min: 18.5, max: 24.9 } as const;

/** The category of a BMI already rounded to one decimal, so that the shown value and its category always agree. */
export function categoryOf(bmi: number): Category {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese1';
  if (bmi < 40) return 'obese2';
  return 'obese3';
}
