import type { IdentityCheck } from '@app/contracts/report-uploads.contract';
import type { ReportLine } from './report-parser/report-lines';

/** The client's details as their file holds them. */
export interface ClientIdentity {
  firstName: string;
  lastName: string;
  /** ISO day, when the file has one. */
  dateOfBirth?: string | null;
  address: { addressLine1: string; city: string; state: string; zipCode: string } | null;
}

type Detail = keyof IdentityCheck['reportShows'];

// A label followed by its value in the same piece of text ("DOB: 1985-07-22").
const labelled: Record<Detail, RegExp> = {
  name: /^(?:consumer name|name|full name|report for)\s*:\s*(.+)$/i,
  dateOfBirth: /^(?:date of birth|birth date|dob|year of birth)\s*:\s*(.+)$/i,
  address: /^(?:current address|address|residence)\s*:\s*(.+)$/i,
};
// A label alone in its cell, its value in the cells beside it (a printed two-column table, or one column per bureau).
const labelCell: Record<Detail, RegExp> = {
  name: /^(?:consumer name|name|full name|report for)\s*:?$/i,
  dateOfBirth: /^(?:date of birth|birth date|dob|year of birth)\s*:?$/i,
  address: /^(?:current address|address|residence)\s*:?$/i,
};
const details: Detail[] = ['name', 'dateOfBirth', 'address'];

const words = (text: string) => text.toUpperCase().match(/[A-Z]+/g) ?? [];
const zipOf = (text: string) =>
  text.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? text.match(/\b\d{5}\b/g)?.at(-1);
const houseNumberOf = (text: string) => text.trim().match(/^(\d+)/)?.[1];
const monthName = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i;
const namedDate = /([A-Za-z]+)\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+([A-Za-z]+)\.?\s+\d{4}/;
/** A birth date as reports write it: ISO, US numeric, with a month's name, or a year alone. */
const writtenDate = new RegExp(
  `\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4}|${namedDate.source}|\\b(?:19|20)\\d{2}\\b`,
);

/** A written birth date as an ISO day (1986-04-12, 04/12/1986, April 12, 1986, 12 Apr 1986), else null. */
function isoDay(text: string): string | null {
  const t = text.trim();
  let m = t.match(/(\d{4})-(\d{2})-(\d{2})/);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = t.match(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/);
  if (m) return `${m[3]}-${m[1]?.padStart(2, '0')}-${m[2]?.padStart(2, '0')}`;
  // Only a date with a month's name is read by the calendar; a bare "1989" is a year, not 1 January.
  const named = t.match(namedDate);
  if (!named || !monthName.test(named[1] ?? named[2] ?? '')) return null;
  const parsed = new Date(`${named[0]} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}
/** Some reports (and some bureaus within one) print only the year of birth, or mask the day (XX/XX/1986). */
const yearOf = (text: string) => text.match(/\b(19\d{2}|20\d{2})\b/)?.[1] ?? null;

/** Of the bureaus' values for the birth date, the most complete: a full date, else a year. */
function birthValue(values: string[]): string | null {
  return values.find((v) => isoDay(v)) ?? values.find((v) => yearOf(v)) ?? null;
}

/** The value a line gives for a detail, or null: "Label: value" text, or a label cell and the cells beside it. */
function valueOn(line: ReportLine, detail: Detail): string | null {
  const cells = line.cells.map((c) => c.text.trim()).filter(Boolean);
  const [first, ...rest] = cells;
  if (first && labelCell[detail].test(first)) {
    // A bare label without a colon is trusted only in a two-column line, not in a table's header row.
    if (rest.length === 0 || (!first.endsWith(':') && rest.length > 1)) return null;
    const values = rest.filter((v) => v !== '-');
    return detail === 'dateOfBirth' ? birthValue(values) : values.join(' ') || null;
  }
  const value = labelled[detail].exec(first ?? line.text.trim())?.[1]?.trim() ?? null;
  if (!value || detail !== 'dateOfBirth') return value;
  // "DOB: 1985-07-22   SSN: ..." printed as one piece: keep only the date.
  return value.match(writtenDate)?.[0] ?? value;
}

/** The first labelled name, birth date and current address of the report's personal section. */
export function reportPersonalDetails(lines: ReportLine[]): IdentityCheck['reportShows'] {
  const found: IdentityCheck['reportShows'] = { name: null, dateOfBirth: null, address: null };
  for (const line of lines) {
    for (const detail of details) found[detail] ??= valueOn(line, detail);
    if (found.name && found.dateOfBirth && found.address) break;
  }
  return found;
}

/**
 * Each detail the report shows that is not the client's. A name matches when the report's name has
 * the client's first and last names (middle names and initials aside); an address when the house
 * number and ZIP code agree; a birth date (or only its year, when the report prints no more) only
 * when the file has one to compare with.
 */
export function identityMismatches(
  shows: IdentityCheck['reportShows'],
  client: ClientIdentity,
): IdentityCheck['mismatches'] {
  const mismatches: IdentityCheck['mismatches'] = [];
  if (shows.name) {
    const onReport = new Set(words(shows.name));
    const expected = [...words(client.firstName).slice(0, 1), ...words(client.lastName)];
    if (!expected.every((w) => onReport.has(w))) {
      mismatches.push({
        field: 'name',
        onReport: shows.name,
        onFile: `${client.firstName} ${client.lastName}`,
      });
    }
  }
  if (shows.dateOfBirth && client.dateOfBirth && birthDatesMatch(shows, client) === false) {
    mismatches.push({ field: 'dateOfBirth', onReport: shows.dateOfBirth, onFile: client.dateOfBirth });
  }
  if (shows.address && client.address) {
    const a = client.address;
    const sameZip = zipOf(shows.address) === a.zipCode.slice(0, 5);
    const sameHouse = houseNumberOf(shows.address) === houseNumberOf(a.addressLine1);
    if (!sameZip || !sameHouse) {
      mismatches.push({
        field: 'address',
        onReport: shows.address,
        onFile: `${a.addressLine1}, ${a.city}, ${a.state} ${a.zipCode}`,
      });
    }
  }
  return mismatches;
}

/**
 * Whether the report's birth date is the client's: a full date must be the same day, a year alone
 * the same year; null when either side has none (or the report's is not legible).
 */
export function birthDatesMatch(
  shows: IdentityCheck['reportShows'],
  client: Pick<ClientIdentity, 'dateOfBirth'>,
): boolean | null {
  if (!shows.dateOfBirth || !client.dateOfBirth) return null;
  const day = isoDay(shows.dateOfBirth);
  if (day) return day === client.dateOfBirth;
  const year = yearOf(shows.dateOfBirth);
  return year ? year === client.dateOfBirth.slice(0, 4) : null;
}

/** A birth date as an answer may carry it: its year alone ("••/••/1987"). */
const maskedBirthDate = (text: string) => `••/••/${yearOf(text) ?? '••••'}`;

/**
 * The identity check as it is answered: every birth date masked to its year, and whether they match
 * (kept with the upload; derived from the mismatches for an upload checked before it was kept).
 * The stored check keeps the full values for the audited override.
 */
export function answeredIdentity(identity: IdentityCheck | null | undefined): IdentityCheck | null {
  if (!identity) return null;
  const differs = identity.mismatches.some((m) => m.field === 'dateOfBirth');
  return {
    ...identity,
    reportShows: {
      ...identity.reportShows,
      dateOfBirth: identity.reportShows.dateOfBirth && maskedBirthDate(identity.reportShows.dateOfBirth),
    },
    mismatches: identity.mismatches.map((m) =>
      m.field === 'dateOfBirth'
        ? { ...m, onReport: maskedBirthDate(m.onReport), onFile: maskedBirthDate(m.onFile) }
        : m,
    ),
    dateOfBirthMatches: differs ? false : (identity.dateOfBirthMatches ?? null),
  };
}
