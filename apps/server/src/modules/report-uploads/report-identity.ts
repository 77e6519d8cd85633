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

const nameLabel = /^(?:consumer name|name|full name|report for)\s*:\s*(.+)$/i;
const birthLabel = /^(?:date of birth|birth date|dob|year of birth)\s*:\s*(.+)$/i;
const addressLabel = /^(?:current address|address|residence)\s*:\s*(.+)$/i;

const words = (text: string) => text.toUpperCase().match(/[A-Z]+/g) ?? [];
const zipOf = (text: string) =>
  text.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? text.match(/\b\d{5}\b/g)?.at(-1);
const houseNumberOf = (text: string) => text.trim().match(/^(\d+)/)?.[1];

/** A written date as an ISO day: 1986-04-12, 04/12/1986, April 12, 1986, 12 Apr 1986. */
function isoDay(text: string): string | null {
  const t = text.trim();
  let m = t.match(/(\d{4})-(\d{2})-(\d{2})/);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = t.match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/);
  if (m) return `${m[3]}-${m[1]?.padStart(2, '0')}-${m[2]?.padStart(2, '0')}`;
  const parsed = new Date(`${t} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}

/** The first labelled name, birth date and current address of the report's personal section. */
export function reportPersonalDetails(lines: ReportLine[]): IdentityCheck['reportShows'] {
  const found: IdentityCheck['reportShows'] = { name: null, dateOfBirth: null, address: null };
  for (const line of lines) {
    const text = line.text.trim();
    found.name ??= nameLabel.exec(text)?.[1]?.trim() ?? null;
    found.dateOfBirth ??= birthLabel.exec(text)?.[1]?.trim() ?? null;
    found.address ??= addressLabel.exec(text)?.[1]?.trim() ?? null;
    if (found.name && found.dateOfBirth && found.address) break;
  }
  return found;
}

/**
 * Each detail the report shows that is not the client's. A name matches when the report's name has
 * the client's first and last names (middle names and initials aside); an address when the house
 * number and ZIP code agree; a birth date only when the file has one to compare with.
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
  if (shows.dateOfBirth && client.dateOfBirth) {
    const day = isoDay(shows.dateOfBirth);
    if (day !== client.dateOfBirth) {
      mismatches.push({ field: 'dateOfBirth', onReport: shows.dateOfBirth, onFile: client.dateOfBirth });
    }
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
