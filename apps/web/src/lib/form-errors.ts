import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError } from './api-client';
import { type AnyForm, focusFirstError } from './form-focus';

export type ContractSchema = Parameters<typeof zod4Resolver>[0];

// The forms' focus helpers need no zod; they live apart so that the sign-in screen can use them
// before zod has loaded.
export { focusFirstError, useFormName } from './form-focus';

/** The zod resolver every form uses: the first message of a field wins, as the schema orders them. */
export const contractResolver = (schema: ContractSchema) =>
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

/**
 * Checks the values against another schema than the form's own (a second button of the same form,
 * like 'Generate Letter' before 'Create Dispute'); marks and focuses what fails. True when valid.
 */
export function checkWith(form: AnyForm, schema: ContractSchema): boolean {
  const errors = contractResolver(schema)(form.getValues());
  form.setErrors(errors);
  if (Object.keys(errors).length === 0) return true;
  focusFirstError(form, errors);
  return false;
}
