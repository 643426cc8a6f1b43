/**
 * The colour theme a visitor chose ('light' or 'dark'; none: follow the system) is applied by a
 * tiny script inline in every page's head, before the first paint, so a page never flashes the
 * wrong theme. The Content-Security-Policy allows exactly this script by its hash (a test checks
 * that the hash matches the text). Shared by the page, the prerenderer and the API server.
 */
export const THEME_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/** CSP source for THEME_BOOT_SCRIPT: 'sha256-' + base64(sha256(script)). */
export const THEME_BOOT_HASH = 'sha256-opRjTqQ1E5eUpc4SE9v3YoU5wuVpgtqT7zsobCj245Q=';
