import { describe, expect, it } from 'vitest';
import { identityMismatches, reportPersonalDetails } from './report-identity';

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
});
