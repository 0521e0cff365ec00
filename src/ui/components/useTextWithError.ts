import { useState, type ChangeEvent } from 'react';

/** A text field's value and the message shown under it, as `useTextWithError` keeps them. */
export interface TextWithError {
  value: string;
  /** The message under the field, or null. */
  error: string | null;
  /** A new value from the player: the message spoke of the old one, so it goes. */
  edit: (next: string) => void;
  setError: (message: string | null) => void;
  /** Binds a TextField: value, edit, the error look, and the message or the line's reserved space. */
  fieldProps: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    error: boolean;
    helperText: string;
  };
}

/** A text field whose edit clears its error (a server's refusal of the amount, a missing reason). */
export function useTextWithError(initial = ''): TextWithError {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const edit = (next: string) => {
    setValue(next);
    setError(null);
  };
  return {
    value,
    error,
    edit,
    setError,
    fieldProps: {
      value,
      onChange: (event) => edit(event.target.value),
      error: error !== null,
      helperText: error ?? ' ',
    },
  };
}
