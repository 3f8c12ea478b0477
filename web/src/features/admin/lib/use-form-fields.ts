/**
 * The values and field messages of a small form (sign-in screens, account settings, team
 * invitation): `field(key)` binds a text control to a value, and editing a field clears its message
 * (the staff member is fixing it).
 */
import { useState } from 'react';
import type { FieldMessages } from './errors.ts';

export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  /** value / onChange / error of the text control of `key`. */
  const field = (key: keyof V & string) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((x) => ({ ...x, [key]: '' }));
    },
    error: errors[key] || undefined,
  });
  return { values, setValues, errors, setErrors, field };
}
