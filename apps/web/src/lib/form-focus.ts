import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useId } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any form, whatever its values and transform.
export type AnyForm = UseFormReturnType<any, any>;

/**
 * A name for `useForm` unique on the page: fields are found by it (`focusFirstError`), so two
 * forms with a field of the same name (two tracking cards) never focus each other's.
 */
export const useFormName = () => `form-${useId().replace(/[^A-Za-z0-9-]/g, '')}`;

const focusable = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Focuses the first field, in the page's order, that has an error (a group focuses its first box). */
export function focusFirstError(form: AnyForm, errors: FormErrors) {
  const nodes = Object.keys(errors)
    .filter((path) => errors[path])
    .map((path) => form.getInputNode(path))
    .filter((node): node is HTMLElement => node !== null);
  nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = nodes[0];
  if (!first) return;
  const target = first.matches(focusable) ? first : first.querySelector<HTMLElement>(focusable);
  // Centred, so the label above and the message below are in view on a phone too.
  target?.focus({ preventScroll: true });
  (target ?? first).scrollIntoView({ block: 'center', behavior: 'smooth' });
}
