import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { composeWords, shellQuote, splitCommands } from './shellWords.ts';

const words = (src: string) => {
  const split = splitCommands(src);
  if ('unclosed' in split) throw new Error('unclosed');
  return split.commands.map((c) => ({ line: c.line, words: c.words.map((w) => w.text) }));
};

describe('splitCommands (bash word splitting, no expansion)', () => {
  it('reads quotes and escapes as bash does', () => {
    // bash: printf '%s|' a 'b c' "d \"e\" \$x \\ \q" f\ g ''  →  a|b c|d "e" $x \ \q|f g||
    expect(words(`a 'b c' "d \\"e\\" \\$x \\\\ \\q" f\\ g ''`)).toEqual([{ line: 1, words: ['a', 'b c', 'd "e" $x \\ \\q', 'f g', ''] }]);
  });
  it('joins continued lines, skips comments and splits commands on new lines, ; and &&', () => {
    const src = '# start\ndocker run \\\n  -p 80:80 \\\n  nginx # the image\ndocker ps; docker info && echo "a;b"\n';
    expect(words(src)).toEqual([
      { line: 2, words: ['docker', 'run', '-p', '80:80', 'nginx'] },
      { line: 5, words: ['docker', 'ps'] },
      { line: 5, words: ['docker', 'info'] },
      { line: 5, words: ['echo', 'a;b'] },
    ]);
  });
  it('takes PowerShell ` and cmd ^ continuations, and spaces after a \\', () => {
    expect(words('docker run `\n  -d `\n  nginx')).toEqual([{ line: 1, words: ['docker', 'run', '-d', 'nginx'] }]);
    expect(words('docker run ^\r\n  nginx')).toEqual([{ line: 1, words: ['docker', 'run', 'nginx'] }]);
    expect(words('docker run \\  \n  nginx')).toEqual([{ line: 1, words: ['docker', 'run', 'nginx'] }]);
  });
  it('keeps a command substitution whole and marks it', () => {
    const split = splitCommands('docker run -v "$(pwd)/a b:/a" -v $(dirname "$(pwd)"):/b x');
    expect('commands' in split && split.commands[0]!.words.map((w) => [w.text, w.substitution])).toEqual([
      ['docker', false], ['run', false], ['-v', false], ['$(pwd)/a b:/a', true], ['-v', false], ['$(dirname "$(pwd)"):/b', true], ['x', false],
    ]);
  });
  it('writes a $ the shell would not expand as $$ for compose, and keeps the others', () => {
    const split = splitCommands(`echo '$HOME' "$HOME" \\$HOME $HOME`);
    expect('commands' in split && split.commands[0]!.words.map((w) => w.compose)).toEqual(['echo', '$$HOME', '$HOME', '$$HOME', '$HOME']);
  });
  it('says where an unclosed quote opened', () => {
    expect(splitCommands(`docker run \\\n  -e 'A=1 \\\n  nginx`)).toEqual({ unclosed: "'", line: 2 });
    expect(splitCommands('a\nb "c\nd')).toEqual({ unclosed: '"', line: 2 });
    expect(splitCommands('a $(b')).toEqual({ unclosed: '$(', line: 1 });
  });
});

describe('shellQuote', () => {
  it('leaves plain words bare and quotes the rest', () => {
    expect(shellQuote('nginx:1.27')).toBe('nginx:1.27');
    expect(shellQuote('a b')).toBe(`'a b'`);
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
    expect(shellQuote('')).toBe(`''`);
    expect(shellQuote('pa$$word')).toBe(`'pa$word'`);
    expect(shellQuote('${HOME}/data')).toBe(`"\${HOME}/data"`);
    expect(shellQuote('$HOME costs $$5 "now"')).toBe(`"$HOME costs \\$5 \\"now\\""`);
  });
  it('gives back the same word when a shell splits it (any text without interpolation)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const literal = s.replace(/\$/g, '$$$$');
        const split = splitCommands(`x ${shellQuote(literal)}`);
        return 'commands' in split && split.commands.length === 1 && split.commands[0]!.words[1]!.text === s;
      }),
    );
  });
});

describe('composeWords (a compose command given as one string)', () => {
  it('splits as compose does, ; and && kept as words', () => {
    expect(composeWords(`sh -c 'echo a; echo b' && x`)).toEqual(['sh', '-c', 'echo a; echo b', '&&', 'x']);
    expect(composeWords(`sh -c "unclosed`)).toBeUndefined();
  });
});
