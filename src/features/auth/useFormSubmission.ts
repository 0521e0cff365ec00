import { useState } from 'react';
import { formErrorsOf, noFormErrors, type FormErrors } from './formErrors';
import { useSingleFlight } from './useSingleFlight';

/** What an auth form's submission gives the form: its loading flag, the errors to show, and `send`. */
export interface FormSubmission {
  pending: boolean;
  errors: FormErrors;
  /** Shows errors found before sending (a check in the browser). */
  setErrors: (errors: FormErrors) => void;
  /**
   * Sends once (a submission while one runs is ignored), clearing the shown errors first; a failure shows as form
   * errors, through `shown` when the form places some fields' messages elsewhere.
   */
  send: (request: () => Promise<unknown>, shown?: (found: FormErrors) => FormErrors) => Promise<void>;
}

/** An auth form's submission; `networkFallback` is the general message when the request did not reach the server. */
export function useFormSubmission(networkFallback: string): FormSubmission {
  const { pending, run } = useSingleFlight();
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  const send = (request: () => Promise<unknown>, shown = (found: FormErrors) => found) =>
    run(async () => {
      setErrors(noFormErrors);
      try {
        await request();
      } catch (error) {
        setErrors(shown(formErrorsOf(error, networkFallback)));
      }
    });
  return { pending, errors, setErrors, send };
}
