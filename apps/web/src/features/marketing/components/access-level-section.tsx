import { Button } from '@mantine/core';
import { IconBriefcase, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './marketing.module.css';
import { SectionHeading } from './section-heading';

const portals = [
  {
    key: 'client',
    icon: IconUser,
    title: 'Client Portal',
    who: 'For individuals repairing their own credit.',
    points: [
      'Your score, credit issues and disputes',
      'Dispute letters and their mail tracking',
      'Chat with your specialist',
    ],
    cta: 'Client Sign In',
  },
  {
    key: 'admin',
    icon: IconBriefcase,
    title: 'Admin Portal',
    who: 'For credit repair professionals and their staff.',
    points: [
      'Client management and credit report upload',
      'Dispute center and USPS tracking',
      'Support center and analytics',
    ],
    cta: 'Admin Sign In',
  },
] as const;

/** The landing page's 'choose access level', client or admin portal. */
export function AccessLevelSection({ clientPath, adminPath }: { clientPath: string; adminPath: string }) {
  return (
    <section aria-labelledby="access-title" className={`${classes.section} ${classes.muted}`}>
      <div className={`${classes.container} ${classes.narrow}`}>
        <SectionHeading
          id="access-title"
          title="Choose your access level"
          intro="Clients and professionals each have their own portal."
        />
        <div className={`${classes.grid} ${classes.cols2}`}>
          {portals.map(({ key, icon: Icon, title, who, points, cta }) => (
            <div key={key} className={classes.card} style={{ padding: 28 }}>
              <span className={classes.icon} aria-hidden>
                <Icon size={26} />
              </span>
              <h3 className={classes.cardTitle} style={{ fontSize: 'var(--mantine-h3-font-size)' }}>
                {title}
              </h3>
              <p className={classes.cardText}>{who}</p>
              <ul className={classes.list}>
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Button
                component={Link}
                to={key === 'client' ? clientPath : adminPath}
                variant={key === 'client' ? 'filled' : 'default'}
                fullWidth
              >
                {cta}
              </Button>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
