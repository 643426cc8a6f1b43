import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'TOML',
  badges: ['new'],
  accepts: { json: 'jsonToToml', yaml: 'yamlToToml' },
} as const satisfies ToolMeta;
