import { findingReasons } from '@app/contracts/dispute-letters.contract';
import type { DisputeLetterFacts } from '../ai.port';
import type { ChoosePhrasing } from './phrasing';

/** The report's findings that support the letter's reason: what the letter cites. */
export function supportingFindings(facts: DisputeLetterFacts) {
  return (facts.account.findings ?? []).filter((f) => findingReasons[f.kind] === facts.reason);
}

/**
 * The facts behind the reason, as the credit reports show them: each finding in plain words with
 * each bureau's value on its own line, so the bureau sees what to check. Nothing beyond the findings.
 */
export function citedFindings(facts: DisputeLetterFacts, choose: ChoosePhrasing): string[][] {
  const findings = supportingFindings(facts);
  if (findings.length === 0) return [];
  const lead = choose('facts', [
    'What my credit reports show:',
    'The reports themselves show this:',
    'Here is what the reports say:',
  ]);
  return [[lead], ...findings.map((f) => [f.text, ...f.values.map((v) => `  ${v.source}: ${v.value}`)])];
}
