import { describe, expect, it } from 'vitest';
import {
  answeredIdentity,
  birthDatesMatch,
  identityMismatches,
  reportPersonalDetails,
} from './report-identity';

const lines = (texts: string[]) => texts.map((text, i) => ({ text, cells: [], page: 1, top: i, height: 1 }));
const client = {
  firstName: 'Maria',
  lastName: 'Lopez Garcia',
  dateOfBirth: '1986-04-12',
  address: { addressLine1: '55 Oak Ave Apt 3', city: 'Austin', state: 'TX', zipCode: '78701' },
};

describe('report identity', () => {
  it('reads the labelled name, birth date and address', () => {
    expect(
      reportPersonalDetails(
        lines([
          'Personal Information',
          'Name: MARIA E LOPEZ GARCIA',
          'DOB: April 12, 1986',
          'Address: 55 OAK AVENUE #3, AUSTIN TX 78701',
        ]),
      ),
    ).toEqual({
      name: 'MARIA E LOPEZ GARCIA',
      dateOfBirth: 'April 12, 1986',
      address: '55 OAK AVENUE #3, AUSTIN TX 78701',
    });
  });

  it('accepts middle names, another date format and a spelled-out street', () => {
    const shows = {
      name: 'MARIA E LOPEZ GARCIA',
      dateOfBirth: '04/12/1986',
      address: '55 OAK AVENUE #3, AUSTIN TX 78701-0001',
    };
    expect(identityMismatches(shows, client)).toEqual([]);
  });

  it('reports a different person, birth date and address with both values', () => {
    const shows = {
      name: 'JORDAN SAMPLE',
      dateOfBirth: '1990-01-01',
      address: '742 EVERGREEN TERRACE, SPRINGFIELD, IL 62704',
    };
    expect(identityMismatches(shows, client).map((m) => [m.field, m.onReport, m.onFile])).toEqual([
      ['name', 'JORDAN SAMPLE', 'Maria Lopez Garcia'],
      ['dateOfBirth', '1990-01-01', '1986-04-12'],
      ['address', '742 EVERGREEN TERRACE, SPRINGFIELD, IL 62704', '55 Oak Ave Apt 3, Austin, TX 78701'],
    ]);
  });

  it('says nothing about a detail the report or the file does not have', () => {
    expect(
      identityMismatches(
        { name: null, dateOfBirth: '1990-01-01', address: null },
        { ...client, dateOfBirth: null },
      ),
    ).toEqual([]);
  });

  // The shapes of the fictional reports in apps/server/test/fixtures/credit-reports, as their readers give them.
  const cellLine = (cells: string[]) => ({
    text: cells.join(' '),
    cells: cells.map((text, x) => ({ text, x: x * 100, width: 90 })),
    page: 1,
    top: 0,
    height: 1,
  });

  it('reads the birth date of a two-column table, a bureau per column, and a line with the SSN beside it', () => {
    expect(reportPersonalDetails([cellLine(['Date of Birth', '01/15/1988'])]).dateOfBirth).toBe('01/15/1988');
    expect(
      reportPersonalDetails([cellLine(['Date of Birth:', '1989', '1989', '01/01/1989'])]).dateOfBirth,
    ).toBe('01/01/1989');
    expect(
      reportPersonalDetails([cellLine(['DOB: 1985-07-22', 'SSN: 999-XX-0003 (999 prefix = never issued)'])])
        .dateOfBirth,
    ).toBe('1985-07-22');
    expect(reportPersonalDetails([cellLine(['Date of Birth:', '1989', '-', '-'])]).dateOfBirth).toBe('1989');
    // A header row of an accounts table is not a personal detail.
    expect(reportPersonalDetails([cellLine(['Name', 'Balance', 'Status'])]).name).toBeNull();
  });

  it('compares a full date by day, and a year alone (or a masked day) by year', () => {
    const check = (dateOfBirth: string) =>
      identityMismatches({ name: null, dateOfBirth, address: null }, client).map((m) => m.onReport);
    expect(check('12 Apr 1986')).toEqual([]);
    expect(check('1986')).toEqual([]);
    expect(check('XX/XX/1986')).toEqual([]);
    expect(check('04/13/1986')).toEqual(['04/13/1986']);
    expect(check('1989')).toEqual(['1989']);
    expect(check('unknown')).toEqual([]);
  });

  it('answers an identity check with every birth date masked to its year, and whether they match', () => {
    const shows = { name: 'MARIA LOPEZ GARCIA', dateOfBirth: '09/30/1971', address: null };
    expect(birthDatesMatch(shows, client)).toBe(false);
    expect(birthDatesMatch({ ...shows, dateOfBirth: 'April 12, 1986' }, client)).toBe(true);
    expect(birthDatesMatch(shows, { dateOfBirth: null })).toBeNull();
    // An upload checked before the verdict was kept: the mismatch says it.
    const answered = answeredIdentity({
      reportShows: shows,
      mismatches: identityMismatches(shows, client),
      duplicateOf: null,
      dateOfBirthMatches: null,
    });
    expect(answered).toEqual({
      reportShows: { ...shows, dateOfBirth: '••/••/1971' },
      mismatches: [{ field: 'dateOfBirth', onReport: '••/••/1971', onFile: '••/••/1986' }],
      duplicateOf: null,
      dateOfBirthMatches: false,
    });
    const illegible = { ...shows, dateOfBirth: 'sometime' };
    const masked = answeredIdentity({
      reportShows: illegible,
      mismatches: [],
      duplicateOf: null,
      dateOfBirthMatches: null,
    });
    expect(masked?.reportShows.dateOfBirth).toBe('••/••/••••');
  });
});
