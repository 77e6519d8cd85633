import { IconClockShield, IconFileCertificate, IconKey, IconLock } from '@tabler/icons-react';
import classes from './marketing.module.css';
import { SectionHeading } from './section-heading';

// Only what this software does; no certification or audit is claimed.
const safeguards = [
  {
    icon: IconLock,
    title: 'Sensitive data encrypted at rest',
    text: 'Social Security numbers, account numbers and connection passwords are stored encrypted, never in plain text, and never shown in full again.',
  },
  {
    icon: IconKey,
    title: 'Strong password storage',
    text: 'We never keep your password itself, only a one-way fingerprint of it. Repeated failed sign-ins pause the account for a while.',
  },
  {
    icon: IconClockShield,
    title: 'Sessions that end',
    text: 'Sessions expire when idle, end when you sign out, and changing your password signs out every other device.',
  },
  {
    icon: IconFileCertificate,
    title: 'Your rights come first',
    text: 'No letter goes out without your approval, and the Credit Repair Organizations Act gives you a written contract and three business days to cancel.',
  },
];

/** The landing page's security section. */
export function SecuritySection() {
  return (
    <section aria-labelledby="security-title" className={`${classes.container} ${classes.section}`}>
      <SectionHeading
        id="security-title"
        title="Security and your rights"
        intro="How your information and your account are protected."
      />
      <div className={`${classes.grid} ${classes.cols2}`} style={{ gap: 32 }}>
        {safeguards.map(({ icon: Icon, title, text }) => (
          <div key={title} className={classes.row}>
            <span className={classes.icon} aria-hidden>
              <Icon size={24} />
            </span>
            <div>
              <h3 className={classes.cardTitle} style={{ marginTop: 0 }}>
                {title}
              </h3>
              <p className={classes.cardText}>{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
