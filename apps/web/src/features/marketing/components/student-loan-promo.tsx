import { Button } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './marketing.module.css';

/** The landing page's student loan promotion. */
export function StudentLoanPromo({ startPath }: { startPath: string }) {
  return (
    <section aria-labelledby="student-loans-title" className={`${classes.container} ${classes.section}`}>
      <div className={classes.promo}>
        <div className={`${classes.row} ${classes.promoText}`}>
          <span className={classes.promoIcon} aria-hidden>
            <IconSchool size={32} />
          </span>
          <div>
            <h2 id="student-loans-title" className={classes.h2}>
              Student loans weighing on your budget?
            </h2>
            <p style={{ margin: 0, lineHeight: 1.6 }}>
              Keep your federal and private loans in one place, compare repayment plans, check forgiveness
              programs such as PSLF, and ask your servicer for a lower payment with our help.
            </p>
          </div>
        </div>
        <Button component={Link} to={startPath} size="md" variant="white" color="brand.9">
          Get help with student loans
        </Button>
      </div>
    </section>
  );
}
