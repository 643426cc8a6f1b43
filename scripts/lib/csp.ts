/**
 * The Content-Security-Policy of every page: the site's own origin only, no inline script,
 * no eval (option forms use validators precompiled at build time). Prerendered pages carry
 * it as a meta tag; a server adds it as a header (which can also set frame-ancestors).
 */
export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');
