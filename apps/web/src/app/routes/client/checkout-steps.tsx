import classes from './checkout-steps.module.css';

/** Where the person is in the checkout: each document to sign, then the card. */
export function CheckoutSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className={classes.steps}>
        {steps.map((step, i) => {
          // Steps before the current one are signed; those after it are still to come.
          const done = i < current;
          const isCurrent = i === current;
          return (
            <li
              key={step}
              className={[classes.step, done && classes.done, isCurrent && classes.current]
                .filter(Boolean)
                .join(' ')}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className={classes.bar} aria-hidden />
              <span className={classes.label}>
                {i + 1}. {step}
                {done ? ' (done)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
