import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId } from 'react';
import { ApiError } from './api-client';

// biome-ignore lint/suspicious/noExplicitAny: any form, whatever its values and transform.
type AnyForm = UseFormReturnType<any, any>;
type Schema = Parameters<typeof zod4Resolver>[0];

/**
 * A name for `useForm` unique on the page: fields are found by it (`focusFirstError`), so two
 * forms with a field of the same name (two tracking cards) never focus each other's.
 */
export const useFormName = () => `form-${useId().replace(/[^A-Za-z0-9-]/g, '')}`;

/** The zod resolver every form uses: the first message of a field wins, as the schema orders them. */
export const contractResolver = (schema: Schema) =>
  zod4Resolver(schema, { errorPriority: 'first' }) as <Values>(values: Values) => FormErrors;

function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The form field a server field names: `body.address.zipCode` lands on `zipCode` when the form
 * holds the address flat, `body.creditIssues.0` on `creditIssues`. Aliases rename fields the form
 * calls otherwise (`{ newPassword: 'password' }`).
 */
function formFieldFor(values: unknown, field: string, aliases: Record<string, string>): string | undefined {
  const segments = field.split('.').filter((s, i) => !(i === 0 && (s === 'body' || s === 'query')));
  for (let start = 0; start < segments.length; start++) {
    for (let end = segments.length; end > start; end--) {
      const candidate = segments.slice(start, end).join('.');
      const path = aliases[candidate] ?? candidate;
      if (hasPath(values, path)) return path;
    }
  }
  return undefined;
}

/**
 * Puts the server's field errors (`{error: {details: [{field, message}]}}`) on the fields they
 * name and moves focus to the first. Answers whether any field matched, so that the caller shows
 * a general message otherwise.
 */
export function setServerFieldErrors(
  form: AnyForm,
  error: unknown,
  aliases: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return false;
  const errors: FormErrors = {};
  for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail?.field !== 'string' || typeof detail.message !== 'string') continue;
    const path = formFieldFor(form.getValues(), detail.field, aliases);
    if (path && !errors[path]) errors[path] = detail.message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors((current) => ({ ...current, ...errors }));
  focusFirstError(form, errors);
  return true;
}

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

/**
 * Checks the values against another schema than the form's own (a second button of the same form,
 * like 'Generate Letter' before 'Create Dispute'); marks and focuses what fails. True when valid.
 */
export function checkWith(form: AnyForm, schema: Schema): boolean {
  const errors = contractResolver(schema)(form.getValues());
  form.setErrors(errors);
  if (Object.keys(errors).length === 0) return true;
  focusFirstError(form, errors);
  return false;
}
