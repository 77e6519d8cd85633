import {
  formulaLead,
  type ImportColumn,
  type ImportPreviewRow,
  importedClientFields,
  importMessages,
  neutraliseCell,
} from '@app/contracts/client-import.contract';
import type { z } from 'zod';
import type { ClientTable } from './csv-reading';

/** A person already in the organization, as duplicates are matched. */
export interface KnownContact {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

/** One of the office's people, as the "assigned team member" column names them. */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  /** An active Specialist: the only one a client may be given to. */
  assignable: boolean;
}

/** A row that will import: the client's fields as Add New Client takes them. */
export interface ImportableRow {
  line: number;
  client: z.output<typeof importedClientFields>;
  /** The start date from the other system (ISO day), kept as when the client joined. */
  startDate: string | null;
  memberId: number | null;
}

const digits = (s: string) => s.replace(/\D/g, '');
/** A phone's ten digits (a leading 1 dropped), for matching "(555) 234-5678" with "555.234.5678". */
const phoneKey = (s: string | null | undefined) => {
  const d = digits(s ?? '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d.length >= 7 ? d : null;
};

/** "1985-03-07", "3/7/1985" or "03/07/1985" as an ISO day; anything else unchanged (the rule names it). */
export function isoDay(value: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]?.padStart(2, '0')}-${iso[3]?.padStart(2, '0')}`;
  return value;
}

const realDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
};

/** "XXX-XX-1234", "1234" or a whole number: only the last four digits are ever kept. */
const lastFour = (value: string) => {
  const d = digits(value);
  return d.length === 4 || d.length === 9 ? d.slice(-4) : value;
};

/** The cells where a spreadsheet would see a formula: kept as text, and said so. */
const textColumns: readonly ImportColumn[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'status',
  'assignedTo',
];

/**
 * Each row's result: will import (with its values), an error naming the field, or a duplicate of a
 * client already here (by e-mail or phone) or of an earlier row. `today` (ISO day) bounds the start date.
 */
export function judgeRows(
  table: ClientTable,
  known: readonly KnownContact[],
  members: readonly TeamMember[],
  today: string,
): { preview: ImportPreviewRow[]; importable: ImportableRow[] } {
  const byEmail = new Map(known.map((k) => [k.email.toLowerCase(), k]));
  const byPhone = new Map(
    known.flatMap((k) => {
      const key = phoneKey(k.phone);
      return key ? [[key, k] as const] : [];
    }),
  );
  const inFile = new Map<string, number>();
  const memberOf = (name: string) => {
    const key = name.trim().toLowerCase();
    return members.find((m) => m.email.toLowerCase() === key || m.name.toLowerCase() === key) ?? null;
  };

  const preview: ImportPreviewRow[] = [];
  const importable: ImportableRow[] = [];
  for (const { line, cells } of table.rows) {
    const problems: { field: string; message: string }[] = [];
    const notes: { field: string; message: string }[] = [];
    for (const column of textColumns) {
      if (formulaLead.test(cells[column] ?? ''))
        notes.push({ field: column, message: importMessages.formulaKept });
    }
    const addressGiven =
      cells.addressLine1 || cells.addressLine2 || cells.city || cells.state || cells.zipCode;
    const parsed = importedClientFields.safeParse({
      firstName: cells.firstName ?? '',
      lastName: cells.lastName ?? '',
      email: cells.email ?? '',
      ...(cells.phone ? { phone: cells.phone } : {}),
      ...(addressGiven
        ? {
            address: {
              addressLine1: cells.addressLine1 ?? '',
              addressLine2: cells.addressLine2 ?? '',
              city: cells.city ?? '',
              state: cells.state ?? '',
              zipCode: cells.zipCode ?? '',
            },
          }
        : {}),
      ...(cells.dateOfBirth ? { dateOfBirth: isoDay(cells.dateOfBirth) } : {}),
      ...(cells.ssnLast4 ? { ssnLast4: lastFour(cells.ssnLast4) } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ field: String(issue.path.at(-1) ?? 'row'), message: issue.message });
      }
    }
    const startDate = cells.startDate ? isoDay(cells.startDate) : null;
    if (startDate !== null && (!realDay(startDate) || startDate < '1900-01-01' || startDate > today)) {
      problems.push({ field: 'startDate', message: importMessages.startDate });
    }
    const named = cells.assignedTo ? memberOf(cells.assignedTo) : null;
    if (cells.assignedTo && !named) {
      notes.push({
        field: 'assignedTo',
        message: importMessages.memberUnknown(neutraliseCell(cells.assignedTo)),
      });
    }
    // A team member who is not an active Specialist (the Owner, Sales, someone deactivated) is
    // named by mistake: the row waits for a Specialist's name rather than import to no one.
    if (named && !named.assignable) {
      problems.push({ field: 'assignedTo', message: importMessages.memberNotSpecialist(named.name) });
    }
    const member = named?.assignable ? named : null;

    const email = (cells.email ?? '').trim().toLowerCase();
    const phone = phoneKey(cells.phone);
    const sameClient = byEmail.get(email) ?? (phone ? byPhone.get(phone) : undefined);
    const earlierLine = inFile.get(email) ?? (phone ? inFile.get(`phone:${phone}`) : undefined);
    if (email) inFile.set(email, inFile.get(email) ?? line);
    if (phone) inFile.set(`phone:${phone}`, inFile.get(`phone:${phone}`) ?? line);

    const outcome = problems.length > 0 ? 'error' : sameClient || earlierLine ? 'duplicate' : 'import';
    if (outcome === 'duplicate') {
      problems.push(
        sameClient
          ? {
              field: byEmail.has(email) ? 'email' : 'phone',
              message: (byEmail.has(email) ? importMessages.duplicateEmail : importMessages.duplicatePhone)(
                sameClient.name,
              ),
            }
          : { field: 'email', message: importMessages.duplicateInFile(earlierLine as number) },
      );
    }
    preview.push({
      line,
      outcome,
      name: neutraliseCell(`${cells.firstName ?? ''} ${cells.lastName ?? ''}`.trim()),
      email: neutraliseCell(cells.email ?? ''),
      status: cells.status ? neutraliseCell(cells.status) : null,
      assignedTo: member ? { id: member.id, name: member.name } : null,
      problems: [...problems, ...notes],
      duplicateOf: sameClient ? { id: sameClient.id, name: sameClient.name } : null,
    });
    if (outcome === 'import' && parsed.success) {
      importable.push({ line, client: parsed.data, startDate, memberId: member?.id ?? null });
    }
  }
  return { preview, importable };
}
