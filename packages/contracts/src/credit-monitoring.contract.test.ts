import { describe, expect, it } from 'vitest';
import {
  experianConnectRequest,
  experianPersonalInfoFor,
  isValidSsn,
  latestAdultBirthDate,
  missingPersonalInfo,
  pleaseFillIn,
} from './credit-monitoring.contract';

const today = '2026-11-23';
const person = {
  firstName: 'Ana',
  lastName: 'Silva',
  ssn: '123-45-6789',
  dateOfBirth: '1990-04-02',
  address: { line1: '1 Main St', city: 'Springfield', state: 'il', zipCode: '62701' },
};

describe('SSN rules', () => {
  it.each(['123-45-6789', '123456789', '900-70-1234', '987654321'])('accepts %s', (ssn) => {
    expect(isValidSsn(ssn)).toBe(true);
  });
  it.each([
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['12a-45-6789', 'a letter'],
    ['123-456-789', 'misplaced dashes'],
  ])('refuses %s (%s)', (ssn) => {
    expect(isValidSsn(ssn)).toBe(false);
  });
});

describe('personal information', () => {
  const schema = experianPersonalInfoFor(today);
  it('accepts a complete adult record and upper-cases the state', () => {
    expect(schema.parse(person).address.state).toBe('IL');
  });
  it('accepts ZIP+4 with or without a dash', () => {
    for (const zipCode of ['62701-1234', '627011234'])
      expect(schema.safeParse({ ...person, address: { ...person.address, zipCode } }).success).toBe(true);
  });
  it.each([
    ['state', { address: { ...person.address, state: 'ILL' } }],
    ['state', { address: { ...person.address, state: '1L' } }],
    ['zip', { address: { ...person.address, zipCode: '6270' } }],
    ['zip', { address: { ...person.address, zipCode: '627011' } }],
    ['dob in the future', { dateOfBirth: '2026-11-24' }],
    ['dob under 18', { dateOfBirth: '2008-11-24' }],
  ])('refuses a bad %s', (_, change) => {
    expect(schema.safeParse({ ...person, ...change }).success).toBe(false);
  });
  it('counts the 18th birthday as adult', () => {
    expect(schema.safeParse({ ...person, dateOfBirth: '2008-11-23' }).success).toBe(true);
    expect(latestAdultBirthDate('2028-02-29')).toBe('2010-02-28');
  });
  it('names every blank field in the form order, as the spec words it', () => {
    const missing = missingPersonalInfo({ ...person, firstName: ' ', ssn: '', address: { city: 'X' } });
    expect(missing).toEqual(['firstName', 'ssn', 'address.line1', 'address.state', 'address.zipCode']);
    expect(pleaseFillIn(missing)).toBe('Please fill in: First Name, SSN, Street Address, State, ZIP Code');
  });
  it('lets the request through loose so that each missing field can be named', () => {
    expect(experianConnectRequest.safeParse({ personalInfo: {} }).success).toBe(true);
    expect(experianConnectRequest.safeParse({ personalInfo: {}, extra: 1 }).success).toBe(false);
  });
});
