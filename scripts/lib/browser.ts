/**
 * The browsers the project drives, in one place. Tests, the size check and the JSON benchmark use Chromium's
 * headless shell, the browser Playwright itself runs headless tests in: the same engine without the desktop
 * browser's window and compositor, about a fifth less CPU per test on two cores (measured on eight tool
 * pages: 1.4 → 1.1 minutes). The desktop browser runs what the shell cannot: a camera (the shell has no
 * media capture) and Lighthouse. Both come from Debian (scripts/ensure-chromium.sh installs them);
 * CHROMIUM_PATH and CHROME_PATH point elsewhere.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** The desktop browser: Lighthouse (npm run bench:web) and the QR code reader's camera test. */
export const FULL_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
