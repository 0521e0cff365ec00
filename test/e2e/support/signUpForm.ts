/** The sign-up form, filled as a visitor would. */
import type { Locator } from 'playwright-core';

/**
 * Fills the Russian sign-up form: e-mail, password and its repetition (the password itself unless `confirmation` is
 * given), and ticks the terms and the 18+ boxes unless `consents` is false; does not submit it.
 */
export async function fillSignUpForm(
  form: Locator,
  { email, password, confirmation = password, consents = true }: SignUpFields,
): Promise<void> {
  await form.getByLabel(/e-?mail/i).fill(email);
  await form.getByLabel('Пароль', { exact: false }).first().fill(password);
  await form.getByLabel(/повторите пароль/i).fill(confirmation);
  if (!consents) return;
  await form.getByLabel(/Я принимаю/).check();
  await form.getByLabel('Мне исполнилось 18 лет').check();
}

/** What fillSignUpForm enters. */
export interface SignUpFields {
  email: string;
  password: string;
  confirmation?: string;
  consents?: boolean;
}
