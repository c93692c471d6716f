import { useId, useState } from 'react';
import { toast } from '../../components/ui/toast';
import { fieldOfServerMessage, validateProfile, type ProfileErrors, type ProfileField, type ProfileValues } from './profile-form';
import { readableError } from '../../lib/readable-error';

/**
 * The state both profile forms (/signup and /editprofile) share: values,
 * per-field errors, and what to do with a problem — the field's message,
 * a toast, and focus on the field.
 */
export function useProfileForm(initial: () => ProfileValues) {
  const id = useId();
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});

  function focusField(field: ProfileField) {
    document.getElementById(`${id}-${field}`)?.focus();
  }

  function onChange(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** The checked values, or null after showing what is wrong. */
  function check(): ProfileValues | null {
    const checked = validateProfile(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.errors[checked.first] ?? 'Please check the form.');
      focusField(checked.first);
      return null;
    }
    setErrors({});
    return checked.data;
  }

  /** A refusal from the server: toasted, and shown on the field it is about. */
  function showServerError(error: unknown) {
    const message = readableError(error);
    toast.error(message);
    const field = fieldOfServerMessage(message);
    if (field) {
      setErrors({ [field]: message });
      focusField(field);
    }
  }

  return { id, values, errors, onChange, check, showServerError };
}
