import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('compose-spec.json', () => {
  it('is the Compose Specification’s schema as dclint 3.1.0 ships it, unmodified (see compose-spec.NOTICE.md)', () => {
    const bytes = readFileSync(join(import.meta.dirname, 'compose-spec.json'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe('46b7d35f19dd93a05f8fea530291bf84d881c1791ec167ecf0e6fb94e639d496');
    const schema = JSON.parse(bytes.toString('utf8')) as { $id: string; title: string; properties: Record<string, unknown> };
    expect([schema.$id, schema.title]).toEqual(['compose_spec.json', 'Compose Specification']);
    // A current version: the keys Compose added since 2021 are there.
    for (const key of ['name', 'include', 'services', 'networks', 'volumes', 'secrets', 'configs', 'models']) expect(schema.properties).toHaveProperty(key);
  });
});
