import classes from './agreement-document.module.css';

/**
 * The exact text that will be signed and hashed, in a box of its own that scrolls. Paragraphs are
 * split on blank lines only, so nothing is reworded; the statutory lines the server names are bold.
 */
export function AgreementDocument({
  title,
  text,
  boldLines,
}: {
  title: string;
  text: string;
  boldLines: readonly string[];
}) {
  const [first, ...rest] = text.split(/\n{2,}/);
  // The document's first paragraph is its title; it is shown once as the box's heading.
  const paragraphs = first?.trim() === title ? rest : text.split(/\n{2,}/);
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls, so it takes focus
    <section className={classes.box} tabIndex={0} aria-label={`${title} (full text)`}>
      <p className={classes.heading}>{title}</p>
      {paragraphs.map((paragraph, i) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text have no other identity
          key={i}
          className={
            boldLines.some((line) => paragraph.includes(line))
              ? `${classes.paragraph} ${classes.bold}`
              : classes.paragraph
          }
        >
          {paragraph}
        </p>
      ))}
    </section>
  );
}
