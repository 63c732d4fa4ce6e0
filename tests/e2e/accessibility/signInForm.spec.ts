import { expect, test } from '../support/fixtures';
import { BASE_URL, E2E_ISSUER } from '../support/origin';

/**
 * The local identity provider's sign-in form lets a password manager and the clipboard do the
 * typing (WCAG 3.3.8, accessible authentication): the right `autocomplete` tokens and paste.
 */
test('the provider form names username and current-password and accepts pasted values', async ({
  page,
}) => {
  await page.goto('caregivers');
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${E2E_ISSUER}/**`);

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');

  // A paste event nobody cancels puts the text in the field, as the clipboard would.
  for (const [field, text] of [
    [email, 'darcy@example.com'],
    [password, 'homepay-demo'],
  ] as const) {
    const accepted = await field.evaluate((input: HTMLInputElement, value) => {
      input.focus();
      const data = new DataTransfer();
      data.setData('text/plain', value);
      const event = new ClipboardEvent('paste', {
        clipboardData: data,
        cancelable: true,
        bubbles: true,
      });
      const notCancelled = input.dispatchEvent(event);
      if (notCancelled) document.execCommand('insertText', false, value);
      return notCancelled;
    }, text);
    expect(accepted).toBe(true);
    await expect(field).toHaveValue(text);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}/caregivers`);
});
