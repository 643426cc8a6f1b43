import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

const directives = (policy: string) => new Map(policy.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the content security policy', () => {
  it('as a header forbids everything not listed and framing by anyone; as a meta tag it cannot, and does not try', () => {
    const header = directives(contentSecurityPolicy('header'));
    expect(header.get('default-src')).toEqual(["'none'"]);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    const meta = directives(contentSecurityPolicy('meta'));
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(meta.get('default-src')).toEqual(["'self'"]);
  });

  it("never allows eval or inline script; WebAssembly only when asked, by 'wasm-unsafe-eval' in script-src alone", () => {
    for (const delivery of ['header', 'meta'] as const) {
      const plain = contentSecurityPolicy(delivery);
      const wasm = contentSecurityPolicy(delivery, { wasm: true });
      expect(plain).not.toMatch(/unsafe|\*/);
      expect(wasm.replace(/unsafe/, '')).not.toMatch(/unsafe|\*/);
      expect(directives(wasm).get('script-src')).toEqual([...directives(plain).get('script-src')!, "'wasm-unsafe-eval'"]);
      expect(wasm.replace(" 'wasm-unsafe-eval'", '')).toBe(plain);
    }
  });
});
