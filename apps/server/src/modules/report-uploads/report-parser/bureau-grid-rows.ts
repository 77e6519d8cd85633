import type { Bureau } from '@app/contracts/bureaus';
import { fieldOfLabel, isLabelStart } from './report-vocabulary';

export interface GridRow {
  label: string;
  values: Map<Bureau, string>;
}

export interface Fragment {
  text: string;
  top: number;
  /** A label piece on a line without values (the second line of a wrapped label). */
  alone?: boolean;
  /** -1: the label column; else the index of the bureau column. */
  col: number;
}

/**
 * Label pieces that continue a wrapped label are joined; then each value piece (or run of wrapped
 * pieces) goes to the label row nearest to it, top or middle, the row above when it is a tie.
 */
export function rowsOf(fragments: Fragment[], cols: { bureau: Bureau }[], height: number): GridRow[] {
  const anchors: { text: string; tops: number[] }[] = [];
  for (const f of fragments.filter((x) => x.col === -1)) {
    const prev = anchors[anchors.length - 1];
    const joined = prev ? `${prev.text} ${f.text}` : '';
    // A label's second line carries no values; a complete label is not continued by the next one.
    const continues =
      prev &&
      f.alone &&
      !/:$/.test(prev.text) &&
      f.top - (prev.tops[prev.tops.length - 1] as number) <= 1.6 * height &&
      (fieldOfLabel(joined) !== null ||
        (!fieldOfLabel(prev.text) && (isLabelStart(prev.text) || /:$/.test(f.text))));
    if (prev && continues) {
      prev.text = joined;
      prev.tops.push(f.top);
    } else anchors.push({ text: f.text, tops: [f.top] });
  }
  const rows: GridRow[] = anchors.map((a) => ({
    label: a.text.replace(/:\s*$/, '').trim(),
    values: new Map(),
  }));
  if (rows.length === 0) rows.push({ label: '', values: new Map() });
  const anchorTop = anchors.map((a) => a.tops[0] as number);
  const anchorMid = anchors.map((a) => a.tops.reduce((s, t) => s + t, 0) / a.tops.length);
  cols.forEach((col, k) => {
    const pieces = fragments.filter((f) => f.col === k).sort((a, b) => a.top - b.top);
    const clusters: Fragment[][] = [];
    for (const p of pieces) {
      const c = clusters[clusters.length - 1];
      const prevTop = c?.[c.length - 1]?.top;
      if (c && prevTop !== undefined && p.top - prevTop <= 1.3 * height && p.top !== prevTop) c.push(p);
      else if (c && prevTop === p.top) c.push(p);
      else clusters.push([p]);
    }
    for (const c of clusters) {
      const top = (c[0] as Fragment).top;
      const mid = (top + (c[c.length - 1] as Fragment).top) / 2;
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      anchors.forEach((_, i) => {
        const d = Math.min(
          Math.abs(mid - (anchorMid[i] as number)),
          Math.abs(top - (anchorTop[i] as number)),
        );
        if (d < bestD - 0.25 * height) [best, bestD] = [i, d];
      });
      const row = rows[best] as GridRow;
      const text = c.map((f) => f.text).join(' ');
      row.values.set(col.bureau, [row.values.get(col.bureau), text].filter(Boolean).join(' '));
    }
  });
  return rows;
}
