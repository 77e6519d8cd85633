import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PlanRefusal } from './plan-refusal';

describe('a tool outside the plan', () => {
  it.each(['page', 'inline'] as const)(
    'names the plans that include it and links to them (%s)',
    (variant) => {
      renderWithProviders(<PlanRefusal entitlement="accessEducation" variant={variant} />);
      expect(screen.getByText('Education is not part of your plan')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Education is part of the Pro and Elite plans. You can choose a plan on the Billing page.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/billing');
      expect(document.body.textContent).not.toMatch(/access level|beta tester|client profile/i);
    },
  );
});
