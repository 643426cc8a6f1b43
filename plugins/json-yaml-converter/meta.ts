import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'YML',
  badges: ['new'],
  accepts: { json: 'jsonToYaml', yaml: 'yamlToJson' },
} as const satisfies ToolMeta;
