import { describe, expect, it } from 'vitest';
import { disputeLetter } from './dispute-letter';
import { letterFacts, letterMatrix } from './letter-facts.fixture';

const fitting = letterMatrix.filter((c) => c.fits);
const letterFor = disputeLetter;

/** Share of A's non-blank lines that also appear, word for word, in B. */
function identicalLineShare(a: string, b: string): number {
  const linesA = a.split('\n').filter((l) => l.trim() !== '');
  const linesB = new Set(b.split('\n').filter((l) => l.trim() !== ''));
  return linesA.filter((l) => linesB.has(l)).length / linesA.length;
}

/** The letter's own prose: from the subject to the signature, without the indented account block. */
function proseOf(letter: string): string {
  const lines = letter.split('\n');
  const from = lines.findIndex((l) => l.startsWith('Re: '));
  const to = lines.findIndex((l) => /^_{10,}/.test(l));
  return lines
    .slice(from, to)
    .filter((l) => !l.startsWith('  '))
    .join('\n');
}

describe('built-in dispute letters: wording follows the facts', () => {
  it('writes the same letter for the same facts', () => {
    expect(letterFor(letterFacts())).toBe(letterFor(letterFacts()));
  });

  it('two letters about different facts share under 80% of their lines', () => {
    const a = letterFor(letterFacts({ reason: 'INACCURATE_BALANCE', bureau: 'EXPERIAN' }));
    const b = letterFor(
      letterFacts({
        reason: 'NOT_MINE',
        bureau: 'EQUIFAX',
        account: { creditor: 'Portfolio Recovery Associates', accountNumberLast4: '7710', amount: '640.00' },
      }),
    );
    expect(identicalLineShare(a, b)).toBeLessThan(0.8);
  });

  it('letters of different types about one item do not share most of their wording', () => {
    // Same person and item, so the sender, recipient and account blocks match by necessity: compare the prose.
    const letters = fitting.map((c) => proseOf(letterFor(letterFacts(c))));
    let worst = { share: 0, pair: '' };
    for (let i = 0; i < fitting.length; i++) {
      for (let j = i + 1; j < fitting.length; j++) {
        const [a, b] = [fitting[i], fitting[j]] as [(typeof fitting)[number], (typeof fitting)[number]];
        if (a.type !== b.type || a.letterType === b.letterType) continue;
        const share = identicalLineShare(letters[i] as string, letters[j] as string);
        if (share > worst.share) worst = { share, pair: `${JSON.stringify(a)} vs ${JSON.stringify(b)}` };
      }
    }
    expect(worst.share, worst.pair).toBeLessThan(0.65);
  });

  it('letters of one type about different items and reasons are not mostly the same text', () => {
    const otherItem = {
      creditor: 'Portfolio Recovery Associates',
      accountNumberLast4: '7710',
      amount: '640.00',
      dateReported: '2016-02-19',
    };
    // Each letter is written once; the pairs then only compare text.
    const own = new Map(fitting.map((a) => [a, letterFor(letterFacts(a))]));
    const other = new Map(
      fitting.map((b) => [
        b,
        letterFor(
          letterFacts({ ...b, account: b.type === 'INQUIRY' ? { ...otherItem, amount: null } : otherItem }),
        ),
      ]),
    );
    let worst = { share: 0, pair: '' };
    for (const a of fitting) {
      for (const b of fitting) {
        if (a.type !== b.type || a.letterType !== b.letterType || a.reason === b.reason) continue;
        const share = identicalLineShare(own.get(a) as string, other.get(b) as string);
        if (share > worst.share) worst = { share, pair: `${JSON.stringify(a)} vs ${JSON.stringify(b)}` };
      }
    }
    expect(worst.share, worst.pair).toBeLessThan(0.8);
  });

  it('varies the phrasing of one reason across creditors', () => {
    const creditors = [
      'Midland Credit Management',
      'LVNV Funding',
      'Portfolio Recovery',
      'Cavalry SPV',
      'Jefferson Capital',
    ];
    const reasonLines = creditors.map((creditor) => {
      const letter = letterFor(letterFacts({ reason: 'NOT_MINE', account: { creditor } }));
      return (letter.split('\n').find((l) => /not mine|does not belong/.test(l)) ?? '').replace(
        creditor,
        'X',
      );
    });
    expect(new Set(reasonLines).size).toBeGreaterThan(1);
  });
});
