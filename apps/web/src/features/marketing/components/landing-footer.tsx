import { Link } from 'react-router';
import classes from './marketing.module.css';

interface LandingFooterProps {
  companyName: string | undefined;
  supportEmail: string | undefined;
  supportPhone?: string | null;
  links: { label: string; to: string }[];
}

/** The footer with a support contact. */
export function LandingFooter({ companyName, supportEmail, supportPhone, links }: LandingFooterProps) {
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={`${classes.grid} ${classes.cols3}`} style={{ gap: 32 }}>
          <div>
            <p className={classes.footerTitle} style={{ minHeight: 24 }}>
              {companyName}
            </p>
            <p>
              Credit repair cannot remove accurate, timely information from a credit report. You may dispute
              errors with the credit bureaus yourself, free of charge.
            </p>
          </div>
          <div>
            <p className={classes.footerTitle}>Support</p>
            <p style={{ minHeight: 22 }}>
              {supportEmail && (
                <>
                  Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </>
              )}
            </p>
            {supportPhone && (
              <p>
                Call us at <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>
              </p>
            )}
          </div>
          {links.length > 0 && (
            <div>
              <p className={classes.footerTitle}>Get started</p>
              <nav aria-label="Footer" className={classes.footerLinks}>
                {links.map((link) => (
                  <Link key={link.to} to={link.to}>
                    {link.label}
                  </Link>
                ))}
              </nav>
            </div>
          )}
        </div>
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {companyName}
        </p>
      </div>
    </footer>
  );
}
