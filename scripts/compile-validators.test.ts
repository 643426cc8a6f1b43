import { describe, expect, it } from 'vitest';
import { toEsm } from './compile-validators.ts';

describe('toEsm', () => {
  it('turns both forms of ajv exports into one default export', () => {
    const cjs = '"use strict";\nexports["0abc"] = validate10;\nexports.e88c965 = validate11;\nconst func2 = require("ajv/dist/runtime/ucs2length").default;\nfunction validate10(){}\nfunction validate11(){}\n';
    const esm = toEsm(cjs);
    expect(esm).toContain('export default { "0abc": validate10, "e88c965": validate11 };');
    expect(esm).toContain('import * as ns0 from "ajv/dist/runtime/ucs2length.js";');
    expect(esm).not.toMatch(/\brequire\(|\bexports\b/);
  });
});
