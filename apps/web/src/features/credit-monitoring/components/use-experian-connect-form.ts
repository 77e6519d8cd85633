import {
  type ExperianConnectResponse,
  experianConnectFormFor,
  experianMessages,
  type PersonalInfoField,
  pleaseFillIn,
} from '@app/contracts/credit-monitoring.contract';
import { localIsoDate } from '@app/contracts/follow-up';
import { type FormErrors, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/session';
import { useConnectExperian } from '../api/connect-experian';

export interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth: string;
  line1: string;
  city: string;
  state: string;
  zipCode: string;
  fcraAuthorized: boolean;
}

const blank: PersonalInfoValues = {
  firstName: '',
  lastName: '',
  ssn: '',
  dateOfBirth: '',
  line1: '',
  city: '',
  state: '',
  zipCode: '',
  fcraAuthorized: false,
};

/** The form's flat fields under the API's field names. */
const formField: Record<PersonalInfoField, keyof PersonalInfoValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  ssn: 'ssn',
  dateOfBirth: 'dateOfBirth',
  'address.line1': 'line1',
  'address.city': 'city',
  'address.state': 'state',
  'address.zipCode': 'zipCode',
};

/**
 * The Experian connect form of the `/experian` page and the Credit Building dialog: every blank
 * field is named in one 'Missing Information' message, formats follow the server's rules, and the
 * written authorisation is a box the person ticks.
 */
export function useExperianConnectForm(onConnected: (answer: ExperianConnectResponse) => void) {
  const today = localIsoDate();
  const schema = useMemo(() => experianConnectFormFor(today), [today]);
  // What the product already has (name, mailing address) is filled in; the SSN and birth date never are.
  const user = useSignedInUser();
  const known: PersonalInfoValues = {
    ...blank,
    firstName: user.firstName,
    lastName: user.lastName,
    line1: user.address?.addressLine1 ?? '',
    city: user.address?.city ?? '',
    state: user.address?.state ?? '',
    zipCode: user.address?.zipCode ?? '',
  };
  const form = useForm<PersonalInfoValues>({
    name: useFormName(),
    initialValues: known,
    validate: contractResolver(schema),
  });
  const connect = useConnectExperian();

  /** Blank fields are named together in one 'Missing Information' message. */
  const reportMissing = (values: PersonalInfoValues, otherErrors: FormErrors = {}) => {
    const missing = (Object.keys(formField) as PersonalInfoField[]).filter(
      (f) => !String(values[formField[f]]).trim(),
    );
    if (missing.length === 0) return false;
    const errors = { ...otherErrors, ...Object.fromEntries(missing.map((f) => [formField[f], 'Required'])) };
    form.setErrors(errors);
    focusFirstError(form, errors);
    notify({ color: 'red', title: experianMessages.missingTitle, message: pleaseFillIn(missing) });
    return true;
  };

  const submit = form.onSubmit(
    (values) => {
      if (reportMissing(values)) return;
      connect.mutate(
        {
          personalInfo: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            ssn: values.ssn.trim(),
            dateOfBirth: values.dateOfBirth,
            address: {
              line1: values.line1.trim(),
              city: values.city.trim(),
              state: values.state.trim().toUpperCase(),
              zipCode: values.zipCode.trim(),
            },
          },
          fcraAuthorized: values.fcraAuthorized,
        },
        {
          onSuccess: (answer) => {
            notify({
              color: 'green',
              title: experianMessages.connectedTitle,
              message: experianMessages.connected,
            });
            form.setValues(known);
            form.resetDirty();
            onConnected(answer);
          },
          onError: (err) => {
            setServerFieldErrors(form, err);
            notify({
              color: 'red',
              title: experianMessages.failedTitle,
              message: errorMessage(err, experianMessages.failed),
            });
          },
        },
      );
    },
    (errors) => {
      if (!reportMissing(form.getValues(), errors)) focusFirstError(form, errors);
    },
  );

  const reset = () => {
    form.setValues(known);
    form.clearErrors();
  };
  return { form, submit, pending: connect.isPending, reset, today };
}
export type ExperianConnectForm = ReturnType<typeof useExperianConnectForm>['form'];
