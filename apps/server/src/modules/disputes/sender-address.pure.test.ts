import { addressPlaceholderLines } from '@app/contracts/dispute-letters.contract';
import { describe, expect, it } from 'vitest';
import { withSenderAddress } from './sender-address';

const address = ['1457 Maple Avenue', 'Apt 2', 'Columbus, OH 43215'];
const body =
  '\n\nNovember 29, 2026\n\nEquifax Information Services LLC\nP.O. Box 740256\nAtlanta, GA 30374-0256\n\nDear Sir or Madam,';

describe('a drafted letter gets its sender address once it is on file', () => {
  it('writes the address under the name of a sender block that has none', () => {
    const letter = `Michael Thompson\nDate of birth: 01/02/1980${body}`;
    expect(withSenderAddress(letter, 'Michael Thompson', address)).toBe(
      `Michael Thompson\n1457 Maple Avenue\nApt 2\nColumbus, OH 43215\nDate of birth: 01/02/1980${body}`,
    );
  });

  it('replaces the bracketed stand-ins of an older draft', () => {
    // An older draft's stand-ins, exactly as the contract defines them.
    const letter = `Michael Thompson\n${addressPlaceholderLines.join('\n')}${body}`;
    const filled = withSenderAddress(letter, 'Michael Thompson', address);
    expect(filled).toBe(`Michael Thompson\n1457 Maple Avenue\nApt 2\nColumbus, OH 43215${body}`);
    expect(filled).not.toMatch(/\[[^\]]+\]/);
  });

  it('leaves a letter alone that has an address, or does not open with the name', () => {
    expect(
      withSenderAddress(`Michael Thompson\n9 Elm St\nDayton, OH 45402${body}`, 'Michael Thompson', address),
    ).toBeNull();
    expect(withSenderAddress(`Dear Sir or Madam,${body}`, 'Michael Thompson', address)).toBeNull();
    expect(withSenderAddress(`Michael Thompson${body}`, 'Michael Thompson', [])).toBeNull();
  });
});
