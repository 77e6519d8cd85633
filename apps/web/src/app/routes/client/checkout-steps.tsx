import classes from './checkout-steps.module.css';

/** Where the person is in the checkout: each document to sign, then the card. */
export function CheckoutSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className={classes.steps}>
        {steps.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`${classes.step} ${state === 'todo' ? '' : classes[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.bar} aria-hidden />
              <span className={classes.label}>
                {i + 1}. {step}
                {state === 'done' ? ' (done)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
