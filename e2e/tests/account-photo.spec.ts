import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir, expect, test, viewports } from '../fixtures.ts';

/** An 800 × 600 PNG drawn by the browser: a crop of it must come back square and at most 512 px. */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f59e0b';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#0f766e';
    context.beginPath();
    context.arc(400, 300, 200, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const viewShot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });

async function chooseAndCrop(page: Page, png: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Update photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Crop photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  return dialog;
}

test.describe('A shopper sets a profile photo', () => {
  test('crops a picture, uploads it and still sees it after a reload; then removes it', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    await login('demo');
    await page.goto('/demo/account/profile');
    await expect(page.getByRole('img', { name: 'Profile photo' })).toBeVisible();
    const png = await makePng(page);

    // Cancel leaves the profile as it was.
    let dialog = await chooseAndCrop(page, png);
    await viewShot(page, 'account-photo-crop-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

    await page.setViewportSize(viewports.mobile);
    dialog = await chooseAndCrop(page, png);
    await viewShot(page, 'account-photo-crop-375');
    const upload = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/files\/uploads\//.test(response.url()),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await upload).ok()).toBe(true);
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    const photo = page.locator('img.profile-photo__image');
    await expect(photo).toHaveAttribute('src', /\/files\/uploads\/.+\.png$/);

    await page.reload();
    await expect(photo).toBeVisible();
    const size = await photo.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 512, height: 512 });
    await viewShot(page, 'account-photo-375');
    await page.setViewportSize(viewports.desktop);
    await viewShot(page, 'account-photo-1280');

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(photo).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Profile photo' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Update photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  });
});
