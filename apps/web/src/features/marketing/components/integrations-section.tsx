import {
  IconBuildingBank,
  IconCreditCard,
  IconMailbox,
  IconReportAnalytics,
  IconSparkles,
} from '@tabler/icons-react';
import classes from './marketing.module.css';
import { SectionHeading } from './section-heading';

const integrations = [
  {
    icon: IconBuildingBank,
    name: 'Bank account linking',
    text: 'Verify balances and income for loan readiness.',
  },
  { icon: IconReportAnalytics, name: 'Credit bureau data', text: 'Pull reports and scores from Experian.' },
  { icon: IconMailbox, name: 'USPS tracking', text: 'Follow certified mail from sending to delivery.' },
  {
    icon: IconSparkles,
    name: 'AI model provider',
    text: 'An AI model drafts letters and analyses, when one is connected.',
  },
  { icon: IconCreditCard, name: 'Card payments', text: 'Subscriptions paid by card through Stripe.' },
];

/** Integrations. Each works on built-in practice data, labelled, until configured. */
export function IntegrationsSection() {
  return (
    <section aria-labelledby="integrations-title" className={`${classes.container} ${classes.section}`}>
      <SectionHeading
        id="integrations-title"
        title="Built to connect"
        intro="Until a provider is connected, the app works with practice data of its own and says so wherever you see it."
      />
      <div className={`${classes.grid} ${classes.cols2xs} ${classes.cols5}`}>
        {integrations.map(({ icon: Icon, name, text }) => (
          <div key={name} className={classes.card}>
            <div className={classes.row} style={{ alignItems: 'center', gap: 10 }}>
              <span className={classes.iconSmall} aria-hidden>
                <Icon size={18} />
              </span>
              <h3
                className={classes.cardTitle}
                style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}
              >
                {name}
              </h3>
            </div>
            <p className={classes.cardText}>{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
