import type { FormErrors } from '@mantine/form';
import type { ContractSchema } from './form-errors';

/**
 * A form's contract resolver that loads after the form is drawn. The sign-in screen is the first
 * page most people open, and zod with the schemas is a third of what it would otherwise wait for
 * on a phone. Until they arrive the form finds nothing wrong, so every submit goes through
 * `whenChecked`, which waits for them first: nothing is sent that the schema did not check.
 */
export function deferredContractResolver(loadSchema: () => Promise<ContractSchema>) {
  let check: ((values: unknown) => FormErrors) | undefined;
  let loading: Promise<void> | undefined;

  const load = () => {
    loading ??= Promise.all([loadSchema(), import('./form-errors')]).then(
      ([schema, { contractResolver }]) => {
        check = contractResolver(schema);
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next submit
        throw error;
      },
    );
    return loading;
  };

  return {
    /** The form's `validate`. */
    validate: (values: unknown): FormErrors => check?.(values) ?? {},
    /** Starts the download; call once the form is on screen. */
    load: () => void load().catch(() => undefined),
    /** Runs `submit` at once when the schema is here, else when it has arrived. */
    whenChecked(submit: () => void) {
      if (check) submit();
      else void load().then(submit, () => undefined);
    },
  };
}
