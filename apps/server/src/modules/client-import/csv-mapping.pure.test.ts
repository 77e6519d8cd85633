import { importMessages } from '@app/contracts/client-import.contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { columnOf, readClientCsv } from './csv-reading';
import { isoDay, judgeRows } from './import-rows';

const csv = (text: string) => readClientCsv(Buffer.from(text), 'text/csv; charset=utf-8');

describe('the columns of a client export', () => {
  it('knows each column by its common spellings, in any case and punctuation', () => {
    expect(columnOf('First Name')).toBe('firstName');
    expect(columnOf('first_name')).toBe('firstName');
    expect(columnOf('E-mail Address')).toBe('email');
    expect(columnOf('Phone (Mobile)')).toBe('phone');
    expect(columnOf('Zip Code')).toBe('zipCode');
    expect(columnOf('Postal Code')).toBe('zipCode');
    expect(columnOf('DOB')).toBe('dateOfBirth');
    expect(columnOf('SSN (Last 4)')).toBe('ssnLast4');
    expect(columnOf('Assigned To')).toBe('assignedTo');
    expect(columnOf('Referred By')).toBeUndefined();
  });

  it('reads cells by column, lists unknown columns, and gives each row its line in the file', () => {
    const table = csv(
      '\uFEFFFirst Name,Last Name,Email,Referred By,Notes\r\n' +
        'Ana,Rivera,ana@example.com,Google,"two\nlines"\r\n' +
        '\r\n' +
        'Bo,"Grant, Jr.",bo@example.com,,\r\n',
    );
    expect(table.found).toEqual(['firstName', 'lastName', 'email']);
    expect(table.unknown).toEqual(['Referred By', 'Notes']);
    expect(table.rows).toEqual([
      { line: 3, cells: { firstName: 'Ana', lastName: 'Rivera', email: 'ana@example.com' } },
      { line: 5, cells: { firstName: 'Bo', lastName: 'Grant, Jr.', email: 'bo@example.com' } },
    ]);
  });

  it('refuses what is not CSV text, not UTF-8, without a required column, or too long, naming the file', () => {
    const refusal = (bytes: Buffer, type = 'text/csv') => {
      try {
        readClientCsv(bytes, type);
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        const e = err as AppError;
        return [e.statusCode, e.message, (e.details as { field: string }[] | undefined)?.[0]?.field];
      }
      return null;
    };
    expect(refusal(Buffer.from('a,b'), 'image/png')).toEqual([415, importMessages.notCsv, 'file']);
    expect(refusal(Buffer.from('%PDF-1.4'))).toEqual([415, importMessages.notCsv, 'file']);
    expect(refusal(Buffer.from('a\u0000b'))).toEqual([415, importMessages.notCsv, 'file']);
    expect(refusal(Buffer.from([0x46, 0x69, 0x72, 0x73, 0x74, 0x0a, 0xe9]))).toEqual([
      422,
      importMessages.notUtf8,
      'file',
    ]);
    expect(refusal(Buffer.from('First Name,Email\nAna,a@example.com\n'))).toEqual([
      422,
      importMessages.missingColumn('Last name'),
      'file',
    ]);
    expect(refusal(Buffer.from('First Name,Last Name,Email\n'))).toEqual([422, importMessages.empty, 'file']);
    expect(refusal(Buffer.from('First Name,Last Name,Email\n"Ana,Rivera,a@example.com\n'))?.[0]).toBe(422);
  });
});

describe('each row’s result', () => {
  const today = '2026-06-01';
  const table = (rows: string) =>
    csv(`First Name,Last Name,Email,Phone,DOB,SSN,Start Date,Assigned To\n${rows}`);

  it('reads dates written the American way, and keeps only the last four digits of an SSN', () => {
    expect(isoDay('3/7/1985')).toBe('1985-03-07');
    expect(isoDay('12/31/1985')).toBe('1985-12-31');
    expect(isoDay('1985-3-7')).toBe('1985-03-07');
    expect(isoDay('March 7')).toBe('March 7');
    const { importable } = judgeRows(
      table('Ana,Rivera,ANA@example.com,555-234-5678,3/7/1985,123-45-6789,2025-01-15,\n'),
      [],
      [],
      today,
    );
    expect(importable[0]).toMatchObject({
      client: {
        email: 'ana@example.com',
        phone: '(555) 234-5678',
        dateOfBirth: '1985-03-07',
        ssnLast4: '6789',
      },
      startDate: '2025-01-15',
    });
  });

  it('names the field of each error, and matches duplicates by e-mail, phone or an earlier row', () => {
    const { preview, importable } = judgeRows(
      table(
        [
          'Ana,Rivera,ana@example.com,,,,2027-01-01,',
          'Bo,Grant,bo@example.com,(555) 234-5678,,,,',
          'Cy,Hale,pat@example.com,,,,,',
          'Di,Moss,bo@example.com,,,,,',
          'Ed,,ed@example.com,,,12,,',
        ].join('\n'),
      ),
      [{ id: 9, name: 'Pat Here', email: 'Pat@Example.com', phone: '555 234 5678' }],
      [],
      today,
    );
    expect(preview.map((r) => [r.outcome, r.problems.map((p) => p.field)])).toEqual([
      ['error', ['startDate']],
      ['duplicate', ['phone']],
      ['duplicate', ['email']],
      ['duplicate', ['email']],
      ['error', ['lastName', 'ssnLast4']],
    ]);
    expect(preview[3]?.problems[0]?.message).toBe(importMessages.duplicateInFile(3));
    expect(importable).toEqual([]);
  });

  it('finds the team member by e-mail or name, and keeps formula-like cells as text, shown neutralised', () => {
    const { preview, importable } = judgeRows(
      table(
        [
          'Ana,Rivera,ana@example.com,,,,,morgan@example.com',
          'Bo,Grant,bo@example.com,,,,,morgan lee',
          '"=HYPERLINK(""http://x"")",Hale,cy@example.com,,,,,@Someone',
        ].join('\n'),
      ),
      [],
      [{ id: 3, name: 'Morgan Lee', email: 'Morgan@example.com', assignable: true }],
      today,
    );
    expect(preview.map((r) => r.assignedTo?.id ?? null)).toEqual([3, 3, null]);
    expect(preview[2]).toMatchObject({
      outcome: 'import',
      name: `'=HYPERLINK("http://x") Hale`,
      problems: [
        { field: 'firstName', message: importMessages.formulaKept },
        { field: 'assignedTo', message: importMessages.formulaKept },
        { field: 'assignedTo', message: importMessages.memberUnknown("'@Someone") },
      ],
    });
    expect(importable.map((r) => [r.client.firstName, r.memberId])).toEqual([
      ['Ana', 3],
      ['Bo', 3],
      ['=HYPERLINK("http://x")', null],
    ]);
  });
});
