import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-heading.module.css';

/** A page's one `h1`, a size smaller on a phone. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={1} className={classes.heading}>
      {children}
    </Title>
  );
}
