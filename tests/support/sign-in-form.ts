import type { Page } from 'playwright-core';

/**
 * Signs in through the welcome page's form, as a person does (or a password manager: the
 * username, Enter, the password, Enter, with no pause between the two steps).
 */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
}
