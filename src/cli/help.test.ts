import { describe, expect, it } from 'vitest';
import { commandHelp, toolHelp } from './help.ts';
import { testManifest } from './testTool.ts';
import type { ToolTexts } from './texts.ts';

/** Texts that say their key, with a description for one option only. */
const texts: ToolTexts = { lang: 'en', t: (key) => `«${String(key)}»`, has: (key) => !key.endsWith('.description') || key === 'options.size.description' };

describe('toolHelp', () => {
  const help = toolHelp('test-tool', testManifest, texts);

  it('starts with the name and description from the locale', () => {
    expect(help.startsWith('«name»\n«description»\n\nUsage: toolbench test-tool [flags] [file]\n')).toBe(true);
  });

  it('lists every field with its kind, tabs, bounds and default', () => {
    expect(help).toMatch(/--text <text> +«fields\.text\.label» \(or piped in, or from a file\)/);
    expect(help).toMatch(/--amount <number> +«fields\.amount\.label» \(0 to 100; default: 5\)/);
    expect(help).toMatch(/--start <YYYY-MM-DD> +«fields\.start\.label» \(with --tab dates; default: today\)/);
    expect(help).toMatch(/days +«fields\.unit\.choices\.days»/);
    expect(help).toMatch(/--\[no-\]strict +«fields\.strict\.label»/);
    expect(help).toContain('--field-help <text>');
  });

  it('lists every option with its values, bounds and default', () => {
    expect(help).toMatch(/--indent <value> +«options\.indent\.title» \(default: 2\)\n +2 +«options\.indent\.values\.2»/);
    expect(help).toMatch(/--size <whole number> +«options\.size\.title» \(1 to 10; default: 3\) «options\.size\.description»/);
    expect(help).toMatch(/--\[no-\]sort-keys +«options\.sortKeys\.title» \(default: off\)/);
    expect(help).toMatch(/--\[no-\]minify-css +«options\.minifyCSS\.title» \(default: on\)/);
  });

  it('says why a tool cannot run here instead', () => {
    const refused = toolHelp('t', testManifest, texts, 'needs the server');
    expect(refused).toContain('Not available from the terminal: this tool needs the server.');
    expect(refused).not.toContain('Usage');
  });
});

describe('commandHelp', () => {
  it('says how to run a tool, get its help and list the tools', () => {
    expect(commandHelp()).toMatch(/toolbench <tool> \[flags\] \[file\][\s\S]*--help[\s\S]*--list/);
  });
});
