/** A report's date ("07/12/2026", "03/2019", "2023-01", "2023-01-15") as an ISO day, or null. */
export function isoDayOf(text: string | null): string | null {
  if (!text) return null;
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return valid(`${m[3]}-${pad(m[1])}-${pad(m[2])}`);
  m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return valid(`${m[2]}-${pad(m[1])}-01`);
  m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (m) return valid(`${m[1]}-${m[2]}-${m[3] ?? '01'}`);
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}
const pad = (s: string | undefined) => (s ?? '').padStart(2, '0');
const valid = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
};
