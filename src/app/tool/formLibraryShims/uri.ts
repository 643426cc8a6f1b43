/**
 * Stands in for fast-uri inside the form library (vite alias). The library needs it only to resolve
 * $ref/$id URIs; option schemas have neither (the manifest schema forbids $ref), so the platform's
 * URL parser is enough and saves ~6 kB gzip on every tool page.
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function equal(a: string, b: string): boolean {
  return resolve('http://x/', a) === resolve('http://x/', b);
}

export default { resolve, equal };
