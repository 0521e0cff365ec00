/** The problem report dialog a signed-in player opens from the user menu: describe, download, send to support. */
import type { Download, Locator, Page } from 'playwright-core';

/** A signed-in player opens the problem report dialog from the user menu and describes the problem; answers the dialog. */
export async function describeProblemFromMenu(page: Page, description: string): Promise<Locator> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Сообщить о проблеме' }).click();
  const dialog = page.getByTestId('report-problem-dialog');
  await dialog.getByLabel('Что случилось?').fill(description);
  return dialog;
}

/** Downloads the report of an open problem report dialog; answers the download (not yet saved). */
export async function downloadReport(page: Page, dialog: Locator): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Скачать' }).click(),
  ]);
  return download;
}

/** A signed-in player sends a problem report to support from the user menu's dialog, and sees it was sent. */
export async function sendReportFromMenu(page: Page, description: string): Promise<void> {
  const dialog = await describeProblemFromMenu(page, description);
  await dialog.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await page.getByText(/Отчёт №\d+ отправлен в поддержку/).waitFor();
}
