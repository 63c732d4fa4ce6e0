/** Paid days or hours a year as typed (URL or field): a whole number from 0 to 365, else blank. */
export function timeOffCount(text: string | undefined | null): number | null {
  if (text === undefined || text === null || !/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= 365 ? value : null;
}
