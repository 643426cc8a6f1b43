import { describe, expect, it } from 'vitest';
import { run } from './run.ts';
describe('csv-toolkit', () => { it('placeholder', () => expect(typeof run).toBe('function')); });
