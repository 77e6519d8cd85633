import type { Bureau } from '@app/contracts/bureaus';
import { equifaxAnnual, experianAnnual, oneBureauFile, transunionAnnual } from './annual-report-layouts';
import { bureauSections } from './bureau-section-layouts';
import { accountCards } from './card-layouts';
import { bureauRowsTable, mergedListing, textListing } from './listing-layouts';
import { expectedOf, type SampleCreditFile, sampleCreditFile } from './sample-credit-file';
import { type SampleRandom, type SampleReport, type SampleRow, seededRandom } from './sample-report-model';
import { type SamplePerturbations, type SampleStyle, samplePrint, sampleStyle } from './sample-style';
import { type ServiceProfile, serviceProfiles, serviceReport } from './service-layouts';
import { triBureauGrid } from './tri-bureau-grid-layouts';
import { wordTables } from './word-table-layouts';

type Render = (file: SampleCreditFile, style: SampleStyle, r: SampleRandom) => SampleRow[];

/** A generated layout: how it prints a file, and which perturbations it draws from. */
interface SampleLayout {
  service: string;
  render: Render;
  /** Perturbations each report of this layout may get (each is on for about half the reports). */
  perturbations: (keyof SamplePerturbations)[];
  /** The layout prints court records (court, case number) and gets one in most reports. */
  courts?: boolean;
  /** A one-bureau report (a bureau's own annual report): only that bureau's part of the file, no score. */
  bureau?: Bureau;
}

const every: (keyof SamplePerturbations)[] = [
  'shuffleColumns',
  'wrapCells',
  'partialBureaus',
  'missingBureau',
  'pageBreaks',
  'noiseSections',
  'otherFormats',
  'renamedHeadings',
];

// One-bureau reports have no bureau columns to shuffle and no other bureau to leave out.
const oneBureau = every.filter(
  (p) => !['shuffleColumns', 'wrapCells', 'partialBureaus', 'missingBureau'].includes(p),
);
const annualRenders = { equifax: equifaxAnnual, experian: experianAnnual, transunion: transunionAnnual };
const bureauOf = { equifax: 'EQUIFAX', experian: 'EXPERIAN', transunion: 'TRANSUNION' } as const;

/** The bureaus' free annual reports; the held-back variant prints late payments only in the grid. */
function annualFamilies(prefix: string, heldBack: boolean): Record<string, SampleLayout> {
  return Object.fromEntries(
    (Object.keys(annualRenders) as (keyof typeof annualRenders)[]).map((name) => [
      `${prefix}annual-${name}`,
      {
        service: `${bureauOf[name].charAt(0)}${bureauOf[name].slice(1).toLowerCase()}`,
        render: (f, s, r) =>
          annualRenders[name](f, s, r, {
            twoColumns: r.next() < 0.5,
            lateInGridOnly: heldBack || r.next() < 0.3,
          }),
        perturbations: oneBureau,
        courts: true,
        bureau: bureauOf[name],
      } satisfies SampleLayout,
    ]),
  );
}

/**
 * The monitoring services' three-bureau reports. The held-back variant turns each service's score
 * table, creditor row and inquiry marks the other way and reverses its section order.
 */
function serviceFamilies(prefix: string, heldBack: boolean): Record<string, SampleLayout> {
  const turned = (p: ServiceProfile): ServiceProfile => ({
    ...p,
    scores: p.scores === 'rows' ? 'columns' : 'rows',
    creditorRow: !p.creditorRow,
    inquiries: p.inquiries === 'marks' ? 'rowPerBureau' : 'marks',
    sections: [...p.sections].reverse(),
  });
  return Object.fromEntries(
    Object.entries(serviceProfiles).map(([name, profile]) => [
      `${prefix}service-${name}`,
      {
        service: profile.title,
        render: (f, s, r) => serviceReport(f, s, r, heldBack ? turned(profile) : profile),
        perturbations: every.filter((p) => p !== 'wrapCells' && p !== 'shuffleColumns'),
        courts: true,
      } satisfies SampleLayout,
    ]),
  );
}

/** Layouts the parser is developed against (with every perturbation). */
export const developmentLayouts: Record<string, SampleLayout> = {
  'grid-wide': {
    service: 'IdentityIQ',
    render: (f, s, r) =>
      triBureauGrid(f, s, r, {
        narrow: !!s.perturbations.wrapCells,
        colons: true,
        align: 'top',
        historyGrid: false,
        labels: 'iiq',
      }),
    perturbations: every,
  },
  'sections-table': {
    service: 'Credit Monitor',
    render: (f, s, r) => bureauSections(f, s, r, 'table'),
    perturbations: every,
  },
  'sections-blocks': {
    service: 'Credit Monitor',
    render: (f, s, r) => bureauSections(f, s, r, 'blocks'),
    perturbations: every,
  },
  'merged-listing': { service: 'Tri-Bureau', render: mergedListing, perturbations: every },
  'word-tables': {
    service: 'Credit Report',
    render: (f, s, r) =>
      wordTables(f, s, r, {
        scores: r.next() < 0.5 ? 'columns' : 'rows',
        records: r.pick(['grid', 'labelled', 'table'] as const),
        repeatSections: r.next() < 0.6,
      }),
    perturbations: every.filter((p) => p !== 'wrapCells'),
    courts: true,
  },
  ...annualFamilies('', false),
  ...serviceFamilies('', false),
};

/**
 * Layouts kept out of development: the parser is never tuned on them, only scored. They stand for
 * the kinds of report a new user brought (a word-processor export of a three-bureau table, a raw
 * pipe-delimited view per bureau, a monitoring page printed to PDF, a plain-text listing, one row
 * per bureau).
 */
export const heldBackLayouts: Record<string, SampleLayout> = {
  'held-narrow-grid-export': {
    service: 'IdentityIQ',
    render: (f, s, r) =>
      triBureauGrid(f, s, r, {
        narrow: true,
        colons: false,
        align: 'middle',
        historyGrid: true,
        labels: 'alt',
        abbreviations: r.next() < 0.3,
      }),
    perturbations: every.filter((p) => p !== 'wrapCells'),
  },
  'held-pipe-sections': {
    service: 'Credit Monitor',
    render: (f, s, r) => bureauSections(f, s, r, 'pipes'),
    perturbations: every,
  },
  'held-printed-cards': { service: 'SmartCredit', render: accountCards, perturbations: every },
  'held-text-listing': { service: 'Tri-Bureau', render: textListing, perturbations: every },
  'held-bureau-rows': { service: 'Credit Summary', render: bureauRowsTable, perturbations: every },
  // Scores and records in the other orientations from 'word-tables', sections always repeated.
  'held-word-tables': {
    service: 'Credit Report',
    render: (f, s, r) =>
      wordTables(f, s, r, {
        scores: r.next() < 0.5 ? 'rows' : 'columns',
        records: r.pick(['table', 'grid', 'labelled'] as const),
        repeatSections: true,
      }),
    perturbations: every.filter((p) => p !== 'wrapCells' && p !== 'shuffleColumns'),
    courts: true,
  },
  ...annualFamilies('held-', true),
  ...serviceFamilies('held-', true),
};

/** One generated report of a layout: the same seed always gives the same report. */
export function generateSample(layoutName: string, seed: number): SampleReport {
  const layout = developmentLayouts[layoutName] ?? heldBackLayouts[layoutName];
  if (!layout) throw new Error(`No sample layout ${layoutName}`);
  const r = seededRandom(seed * 7919 + layoutName.length);
  const p: SamplePerturbations = {};
  for (const k of layout.perturbations) p[k] = r.next() < 0.5;
  const threeBureaus = sampleCreditFile(r, {
    partial: p.partialBureaus,
    missingBureau: p.missingBureau,
    courtRecords: layout.courts,
  });
  const file = layout.bureau ? oneBureauFile(threeBureaus, layout.bureau) : threeBureaus;
  const style = sampleStyle(r, p);
  return {
    name: `${layoutName}-${seed}`,
    rows: layout.render(file, style, r),
    print: samplePrint(p, layout.service),
    expected: expectedOf(file, { courts: layout.courts }),
  };
}
