/**
 * How this project starts a browser: Debian's Chromium (never a downloaded one), with the flags a
 * container without a GPU, sandbox or network for updates needs. The browser tests and the browser
 * benchmark (P5) both launch it so.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
