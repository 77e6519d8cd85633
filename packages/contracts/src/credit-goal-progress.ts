// Zod-free, so the dashboard that shows the progress does not load the schema library with it.

/** The default goal is 750. */
export const defaultTargetScore = 750;

/** Goal progress = score / target, as a rounded percent capped at 100. */
export const goalProgressPercent = (score: number, target: number) =>
  target > 0 ? Math.min(100, Math.round((score / target) * 100)) : 0;
/** Account age progress = months / 60, capped at 100%. */
export const accountAgeProgressPercent = (months: number) => Math.min(100, Math.round((months / 60) * 100));
