import { AuthPage } from './AuthPage';

/** /v1/restore-password: the compact full-page form. */
export default function RestorePasswordScreen() {
  return <AuthPage kind="restore-password" />;
}
