import type { ComponentType } from 'react';
import { useMessages } from '@/i18n/useMessages';
import { authMessages } from '../messages';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { RestorePasswordForm } from './RestorePasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** The four auth forms, by route name. */
export type AuthKind = 'sign-in' | 'sign-up' | 'restore-password' | 'reset-password';

const forms: Record<
  AuthKind,
  { form: ComponentType<{ basePath: string }>; title: 'signInTitle' | 'signUpTitle' | 'restoreTitle' | 'resetTitle' }
> = {
  'sign-in': { form: SignInForm, title: 'signInTitle' },
  'sign-up': { form: SignUpForm, title: 'signUpTitle' },
  'restore-password': { form: RestorePasswordForm, title: 'restoreTitle' },
  'reset-password': { form: ResetPasswordForm, title: 'resetTitle' },
};

/** The translated title of an auth form. */
export function useAuthTitle(kind: AuthKind): string {
  const t = useMessages(authMessages);
  return t(forms[kind].title);
}

/** Renders the form of one auth route; `basePath` is '' for the dialogs and '/v1' for the compact pages. */
export function AuthForm({ kind, basePath }: { kind: AuthKind; basePath: string }) {
  const Form = forms[kind].form;
  return <Form basePath={basePath} />;
}
