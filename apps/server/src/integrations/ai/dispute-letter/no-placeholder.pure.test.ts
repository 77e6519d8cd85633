import { placeholderPattern } from '@app/contracts/letter-readiness';
import { describe, expect, it } from 'vitest';
import { disputeLetter } from './dispute-letter';
import { letterFacts, letterMatrix } from './letter-facts.fixture';

/**
 * A bureau or creditor does not process a letter with a bracketed stand-in in it. Every letter the
 * engine writes (each issue type, bureau, letter type and fitting reason, for a person with an
 * address and for one whose address is not on file yet, with and without their own words and an
 * earlier round) is scanned for one.
 */
describe('no letter the product writes carries a placeholder', () => {
  const people = [letterFacts().consumer, { fullName: 'Michael Thompson', addressLines: [] as string[] }];
  const cases = letterMatrix
    .filter((c) => c.fits)
    .flatMap((c) => people.map((consumer) => ({ ...c, consumer })));

  it(`scans ${cases.length} letters`, () => {
    const found: string[] = [];
    for (const c of cases) {
      for (const extra of [{}, { consumerStatement: 'This account was paid in full in 2021.' }]) {
        const letter = disputeLetter(letterFacts({ ...c, ...extra, consumer: c.consumer }));
        const hit = letter.match(placeholderPattern)?.[0];
        if (hit) found.push(`${c.type} ${c.letterType} ${c.reason} ${c.bureau}: ${hit}`);
      }
    }
    expect(found).toEqual([]);
  });
});
