import { describe } from 'vitest'; describe.skip('x', () => {});
