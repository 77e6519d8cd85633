import { type HTMLElement, type Node, NodeType, parse } from 'node-html-parser';
import { type ReportCell, type ReportLine, withPipes } from '../report-parser/report-lines';
import type { ReadingBudget } from './reading-budget';
import { UnreadableReportError } from './report-read-errors';

const skipped = new Set([
  'script',
  'style',
  'head',
  'noscript',
  'svg',
  'template',
  'iframe',
  'button',
  'select',
  'nav',
]);
const blocks = new Set([
  'div',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'dl',
  'dt',
  'dd',
  'form',
  'fieldset',
  'caption',
  'body',
  'center',
]);
// A page has no coordinates: table columns are laid out at fixed places, rows further apart than the
// lines inside one cell (as a printed table's padding does), so the same readers apply.
const columnStep = 130;
const left = 40;
// Text outside tables (headings, names, notes) starts at the margin, left of any table's columns.
const margin = 10;
const rowStep = 15;
const lineStep = 9;
const height = 9;

const clean = (s: string) =>
  s
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A saved monitoring-service page (IdentityIQ, SmartCredit) read from its DOM into the same lines a PDF gives. */
export function readHtmlLines(bytes: Uint8Array, budget?: ReadingBudget): ReportLine[] {
  let root: HTMLElement;
  try {
    const html = Buffer.from(bytes)
      .toString('utf8')
      .replace(/<!doctype[^>]*>/gi, '');
    root = parse(html, { comment: false, blockTextElements: { pre: true } });
  } catch {
    throw new UnreadableReportError('DAMAGED_FILE');
  }
  const lines: ReportLine[] = [];
  let top = 0;
  let buffer = '';
  const push = (cells: ReportCell[], step: number) => {
    if (cells.length === 0) return;
    top += step;
    lines.push(withPipes({ text: cells.map((c) => c.text).join(' '), cells, page: 0, top, height }));
  };
  const flush = () => {
    const text = clean(buffer);
    buffer = '';
    if (text) push([{ text, x: margin, width: text.length * 5 }], rowStep);
  };

  const row = (tr: HTMLElement) => {
    // Each cell's lines (a <br> or a block inside it starts a new one): the first on the row's line,
    // the rest under it, as a wrapped cell prints.
    const cells = tr.childNodes
      .filter(
        (n): n is HTMLElement =>
          n.nodeType === NodeType.ELEMENT_NODE && /^t[dh]$/i.test((n as HTMLElement).tagName),
      )
      .map((td) =>
        td.innerHTML
          .split(/<br\s*\/?>|<\/(?:div|p|li)>/i)
          .map((part) => clean(parse(part).text))
          .filter(Boolean),
      );
    const depth = Math.max(0, ...cells.map((c) => c.length));
    for (let k = 0; k < depth; k++) {
      const pieces: ReportCell[] = [];
      cells.forEach((lines, i) => {
        const text = lines[k];
        if (text)
          pieces.push({ text, x: left + i * columnStep, width: Math.min(columnStep - 6, text.length * 5) });
      });
      push(pieces, k === 0 ? rowStep : lineStep);
    }
  };

  const walk = (node: Node) => {
    budget?.check();
    if (node.nodeType === NodeType.TEXT_NODE) {
      buffer += ` ${node.text}`;
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const el = node as HTMLElement;
    const tag = el.tagName?.toLowerCase() ?? '';
    if (skipped.has(tag)) return;
    if (tag === 'br') return flush();
    // A layout row (cells holding tables of their own) is walked into; a row of text cells is a line.
    if (tag === 'tr' && !el.querySelector('table')) {
      flush();
      return row(el);
    }
    const block = blocks.has(tag) || tag === 'table' || tag === 'tr' || tag === 'td' || tag === 'th';
    if (block) flush();
    for (const child of el.childNodes) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  if (lines.filter((l) => /[A-Za-z]{3}/.test(l.text)).length < 3) {
    // A page that opens but holds next to no words is not a saved report.
    throw new UnreadableReportError('NOT_A_CREDIT_REPORT');
  }
  return lines;
}
