import type { Bureau } from '@app/contracts/bureaus';
import { bureauNamed } from './bureau-names';
import { isScore } from './report-values';

export const scoreWords = /\bscores?\b|\bfico\b|vantage\s?score|\bcredit score/i;
// Lines about scores that hold numbers that are not the person's score.
const notTheScore =
  /range|scale|factors?|out of|between|rank|simulat|goal|target|change|increase|decrease|points?\b|code\b|\bmodel\b(?!.*\d{3})/i;

/** Three-digit numbers in the score range that are not part of a range ("300-850") or a decimal ("3.0"). */
function scoreNumbers(text: string): { value: number; index: number }[] {
  const out: { value: number; index: number }[] = [];
  for (const m of text.matchAll(/(?<![\d.,$-])(\d{3})(?![\d.,%]|\s*-\s*\d|\s*\/)/g)) {
    const value = Number(m[1]);
    if (isScore(value)) out.push({ value, index: m.index ?? 0 });
  }
  return out;
}

/**
 * The scores a line shows: "Equifax: 568   Experian: 574", "TU 612  EX 598  EQ 605", "FICO Score 8 (Experian): 640",
 * "Credit Score: 612" (the bureau of the part of the report it is in, or none). `inScores` says the line is
 * under a scores heading, where a line without the word "score" may still hold them.
 */
export function scoresInLine(
  text: string,
  scope: Bureau | null,
  inScores: boolean,
): [Bureau | null, number][] {
  if (!scoreWords.test(text) && !inScores) return [];
  if (notTheScore.test(text.replace(scoreWords, ''))) return [];
  const numbers = scoreNumbers(text);
  if (numbers.length === 0) return [];
  // Each number goes with the bureau named just before it (or, failing that, just after it).
  const names = [...text.matchAll(/\b(trans\s?union|experian|equifax|TUC?|EXP?|EQF?|XPN|EFX)\b/gi)].flatMap(
    (m) => {
      const b = bureauNamed(
        (m[1] as string)
          .replace(/\s/g, '')
          .replace(/^(tu|ex|eq)\w*$/i, (w) => (w.length <= 3 ? w.toUpperCase() : w)),
      );
      return b ? [{ bureau: b, index: m.index ?? 0 }] : [];
    },
  );
  if (names.length === 0) {
    return numbers.length === 1 ? [[scope, (numbers[0] as { value: number }).value]] : [];
  }
  const out: [Bureau | null, number][] = [];
  for (const n of numbers) {
    const before = names.filter((b) => b.index < n.index).pop();
    const after = names.find((b) => b.index > n.index);
    const pick =
      before && n.index - before.index < 40 ? before : after && after.index - n.index < 25 ? after : null;
    if (pick && !out.some(([b]) => b === pick.bureau)) out.push([pick.bureau, n.value]);
  }
  return out;
}
