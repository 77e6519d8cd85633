// Made on first use and kept: each toLocaleDateString call with options builds a formatter anew,
// which on a phone cost a list of disputes tens of milliseconds.
let longDateFormat: Intl.DateTimeFormat | undefined;

/** "November 22, 2026" */
export const longDate = (isoDate: string) => {
  longDateFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
};
