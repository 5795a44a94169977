import type { Locator, Page } from '@playwright/test';

/**
 * Counts what a person does, honestly: every click, every field filled and every key pressed is
 * one action. Journeys drive the page only through this, so the count is the journey.
 */
export class PersonActions {
  clicks = 0;
  fields = 0;
  keys = 0;

  get total(): number {
    return this.clicks + this.fields + this.keys;
  }

  async click(target: Locator): Promise<void> {
    await target.click();
    this.clicks += 1;
  }

  async fill(target: Locator, text: string): Promise<void> {
    await target.fill(text);
    this.fields += 1;
  }

  async press(target: Locator, key: string): Promise<void> {
    await target.press(key);
    this.keys += 1;
  }

  /** A shortcut pressed where the cursor is (Ctrl+B in the text being written). */
  async shortcut(page: Page, key: string): Promise<void> {
    await page.keyboard.press(key);
    this.keys += 1;
  }

  /** A run of words typed where the cursor is, counted as one field's worth, as `fill` is. */
  async type(page: Page, text: string): Promise<void> {
    await page.keyboard.type(text);
    this.fields += 1;
  }

  toString(): string {
    return `${this.total} actions (${this.clicks} clicks, ${this.fields} fields, ${this.keys} keys)`;
  }
}
