import classes from './marketing.module.css';

/** A landing section's title and one-line introduction. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className={classes.heading}>
      <h2 id={id} className={classes.h2}>
        {title}
      </h2>
      <p className={classes.intro}>{intro}</p>
    </div>
  );
}
