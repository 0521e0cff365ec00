import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toApiError } from '@/api/errors';

/** What a form shows after a failed submission: the first message per field and a general message. */
export interface FormErrors {
  fields: Record<string, string>;
  general: string | null;
}

export const noFormErrors: FormErrors = { fields: {}, general: null };

/**
 * Splits a failed auth call into per-field messages (first one per field, from Laravel's `errors`) and
 * a general message (the response's `message`, shown only when no field explains the failure, or
 * for a network failure, the given fallback).
 */
export function formErrorsOf(error: unknown, networkFallback: string): FormErrors {
  const apiError = toApiError(error as FetchBaseQueryError | SerializedError);
  if (!apiError) return noFormErrors;
  if (apiError.status === 0) return { fields: {}, general: networkFallback };
  const fields = apiError.fieldErrors;
  const explained = Object.keys(fields).length > 0;
  return { fields, general: explained ? null : apiError.message };
}

/** A new password as typed twice in a form (fields `password` and `password_confirmation`). */
export interface NewPassword {
  password: string;
  confirmation: string;
}

/** Reads the new password and its confirmation, or the form errors to show when they differ (no request is sent then). */
export function readNewPassword(data: FormData, differMessage: string): NewPassword | FormErrors {
  const password = String(data.get('password') ?? '');
  const confirmation = String(data.get('password_confirmation') ?? '');
  if (password !== confirmation) return { fields: { password_confirmation: differMessage }, general: null };
  return { password, confirmation };
}

/** The error look and the first message (or the line's reserved space) of one field of a form. */
export function fieldProps(errors: FormErrors, name: string): { error: boolean; helperText: string } {
  return { error: Boolean(errors.fields[name]), helperText: errors.fields[name] ?? ' ' };
}
