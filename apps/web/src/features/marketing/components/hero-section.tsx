import { Button } from '@mantine/core';
import { IconBuildingBank, IconMailFast, IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './marketing.module.css';

const facts = [
  { icon: IconBuildingBank, text: 'Equifax, Experian and TransUnion in one place' },
  { icon: IconMailFast, text: 'Disputes sent by USPS certified mail, followed up 14 days after delivery' },
  { icon: IconPhoneCall, text: 'A call from our team within 24 hours of your request' },
];

/** The landing page's opening: what the service does and the two ways in. */
export function HeroSection({ startPath, adminPath }: { startPath: string; adminPath: string }) {
  return (
    <section aria-labelledby="hero-title" className={classes.hero}>
      <div className={classes.container}>
        <h1 id="hero-title" className={classes.heroTitle}>
          Take back control of your credit
        </h1>
        <p className={classes.heroText}>
          Find the negative items on your credit reports, send AI-drafted dispute letters you approve, and
          follow every dispute until the bureaus answer.
        </p>
        <div className={classes.actions}>
          <Button component={Link} to={startPath} size="lg">
            Start Credit Repair
          </Button>
          <Button component={Link} to={adminPath} size="lg" variant="subtle">
            Admin Dashboard
          </Button>
        </div>
        <div className={`${classes.grid} ${classes.cols3} ${classes.facts}`}>
          {facts.map(({ icon: Icon, text }) => (
            <div key={text} className={classes.row}>
              <span className={classes.iconSmall} aria-hidden>
                <Icon size={20} />
              </span>
              <p className={classes.factText}>{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
