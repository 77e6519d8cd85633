import {
  IconBook,
  IconBriefcase,
  IconChartLine,
  IconEye,
  IconFileText,
  IconMail,
  IconMessages,
  IconSchool,
} from '@tabler/icons-react';
import classes from './marketing.module.css';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: IconFileText,
    title: 'AI dispute letters',
    text: 'Letters drafted from the items on your report, which you review and approve before anything is sent.',
  },
  {
    icon: IconEye,
    title: 'Three-bureau monitoring',
    text: 'Follow your Equifax, Experian and TransUnion reports and see what changed.',
  },
  {
    icon: IconMail,
    title: 'Certified mail tracking',
    text: 'Each dispute goes by USPS certified mail; you see its delivery and a follow-up 14 days later.',
  },
  {
    icon: IconChartLine,
    title: 'Score optimisation',
    text: 'A score simulator and a credit-building plan point to the actions likely to help most.',
  },
  {
    icon: IconMessages,
    title: 'Secure client chat',
    text: 'Talk with a credit specialist and share documents in one private conversation.',
  },
  {
    icon: IconBriefcase,
    title: 'Business credit building',
    text: 'Guidance for building a business credit profile next to your personal one.',
  },
  {
    icon: IconSchool,
    title: 'Student loan negotiation',
    text: 'Requests to servicers for lower payments or forgiveness, tracked until they are answered.',
  },
  {
    icon: IconBook,
    title: 'Learning center',
    text: 'Short articles on credit scores, the dispute process and building credit.',
  },
];

/** The landing page's feature grid. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className={`${classes.section} ${classes.muted}`}>
      <div className={classes.container}>
        <SectionHeading
          id="features-title"
          title="Everything your credit repair needs"
          intro="One place to find what hurts your score, dispute it and follow it through."
        />
        <div className={`${classes.grid} ${classes.cols4}`}>
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className={classes.card}>
              <span className={classes.icon} aria-hidden>
                <Icon size={24} />
              </span>
              <h3 className={classes.cardTitle}>{title}</h3>
              <p className={classes.cardText}>{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
