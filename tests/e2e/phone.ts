import { expect, type Page } from '@playwright/test';

/** The smallest touch target a primary button may have (WCAG 2.5.5, and the 44 px). */
export const TOUCH_TARGET_PX = 44;

/** True when the page is drawn at phone width (the `phone` project). */
export function atPhoneSize(page: Page): boolean {
  return (page.viewportSize()?.width ?? Infinity) <= 480;
}

/**
 * At phone size, a screen must fit: nothing scrolls sideways, and each visible primary button is at
 * least TOUCH_TARGET_PX high. At desktop size it checks nothing.
 */
export async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  if (!atPhoneSize(page)) return;
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a region that scrolls sideways of its own (a wide table, a strip of cards) is fine.
    const inScroller = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const wider = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('.bp6-overlay, [aria-hidden="true"]') && !inScroller(element))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrolls: document.documentElement.scrollWidth > width, wider: [...new Set(wider)].slice(0, 8) };
  });
  expect(overflow, `${screen} scrolls sideways at phone size`).toEqual({ scrolls: false, wider: [] });
  const short = await page.evaluate((min) => {
    return [...document.querySelectorAll<HTMLElement>('.bp6-button.bp6-intent-primary')]
      .filter((button) => button.offsetParent !== null && button.getBoundingClientRect().height < min)
      .map((button) => `${button.textContent?.trim() ?? ''} (${button.getBoundingClientRect().height}px)`);
  }, TOUCH_TARGET_PX);
  expect(short, `${screen}: primary buttons under ${TOUCH_TARGET_PX}px high`).toEqual([]);
}
