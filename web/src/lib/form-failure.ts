import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorText, fieldErrors } from './api.ts';

/** The form field a server field path names: 'body.title' → 'title', 'tags.2' → 'tags'. */
function formFieldOf(path: string): string {
  return path.replace(/^body\./, '').replace(/\.\d+$/, '');
}

/**
 * A form's failed submit, shown alike on every form: each message the server sent for one of the
 * form's fields under that field, and the error text (errorText) in the form's banner.
 */
export function useSubmitFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  formFields: readonly FieldPath<Values>[],
) {
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs `send`; when it throws, shows why. */
  const showingFailure = async (send: () => Promise<void>): Promise<void> => {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        const name = formFields.find((field) => field === formFieldOf(path));
        if (name !== undefined) setError(name, { type: 'server', message });
      }
      setFailure(errorText(error));
    }
  };

  return { failure, showingFailure };
}
