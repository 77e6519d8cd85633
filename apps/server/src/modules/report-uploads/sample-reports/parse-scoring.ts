import { creditorKey } from '../report-parser/creditor-names';

export interface ItemRef {
  creditor: string;
  type: string;
}
export interface MatchCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  missed: ItemRef[];
  extra: ItemRef[];
}

// Names match loosely: "ABC Bank" = "ABC BANK, N.A."; "Sample Recovery Group" also matches its longer form.
const sameCreditor = (a: string, b: string) => {
  const [x, y] = [creditorKey(a), creditorKey(b)];
  return x === y || (x.length >= 5 && y.length >= 5 && (x.includes(y) || y.includes(x)));
};

/** One-to-one matching of expected against found items by creditor and type. */
export function matchItems(expected: ItemRef[], found: ItemRef[]): MatchCounts {
  const unused = [...found];
  const missed: ItemRef[] = [];
  for (const e of expected) {
    const at = unused.findIndex(
      (f) => f.type.toUpperCase() === e.type.toUpperCase() && sameCreditor(f.creditor, e.creditor),
    );
    if (at === -1) missed.push(e);
    else unused.splice(at, 1);
  }
  return {
    truePositives: expected.length - missed.length,
    falsePositives: unused.length,
    falseNegatives: missed.length,
    missed,
    extra: unused,
  };
}

export function addCounts(a: MatchCounts, b: MatchCounts): MatchCounts {
  return {
    truePositives: a.truePositives + b.truePositives,
    falsePositives: a.falsePositives + b.falsePositives,
    falseNegatives: a.falseNegatives + b.falseNegatives,
    missed: [...a.missed, ...b.missed],
    extra: [...a.extra, ...b.extra],
  };
}
export const noCounts = (): MatchCounts => ({
  truePositives: 0,
  falsePositives: 0,
  falseNegatives: 0,
  missed: [],
  extra: [],
});
export const recall = (c: MatchCounts) =>
  c.truePositives + c.falseNegatives ? c.truePositives / (c.truePositives + c.falseNegatives) : 1;
export const precision = (c: MatchCounts) =>
  c.truePositives + c.falsePositives ? c.truePositives / (c.truePositives + c.falsePositives) : 1;
