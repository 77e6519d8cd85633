import { addressPlaceholderLines } from '@app/contracts/dispute-letters.contract';

/** A line that reads as the last line of a US address: "City, ST 12345" (or ZIP+4). */
const cityStateZip = /,\s*[A-Z]{2}\s+\d{5}(-\d{4})?\s*$/;

/**
 * A drafted letter with its sender's mailing address written in, when it was drafted before the
 * address was on file: the bracketed stand-ins an older draft carried are replaced, and a sender
 * block of the name alone gets the address under the name. Null when there is nothing to fill:
 * the block already ends in an address, or the letter does not open with the person's name.
 */
export function withSenderAddress(letter: string, fullName: string, addressLines: string[]): string | null {
  if (addressLines.length === 0) return null;
  const placeholders = addressPlaceholderLines.join('\n');
  if (letter.includes(placeholders)) return letter.replace(placeholders, addressLines.join('\n'));
  const blockEnd = letter.indexOf('\n\n');
  const block = (blockEnd === -1 ? letter : letter.slice(0, blockEnd)).split('\n');
  if (block[0]?.trim() !== fullName.trim()) return null;
  if (block.some((line) => cityStateZip.test(line))) return null;
  const [name, ...rest] = block;
  const filled = [name, ...addressLines, ...rest].join('\n');
  return blockEnd === -1 ? filled : filled + letter.slice(blockEnd);
}
