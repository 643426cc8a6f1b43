import { describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { memoryIo } from './io.ts';

/** The command run in this process, on what is piped in. */
async function run(args: string[], stdin?: string) {
  const io = memoryIo(stdin);
  const code = await main(args, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('main', () => {
  it('runs a tool on piped text and prints the page’s Copy text', async () => {
    expect(await run(['case-converter', '--mode', 'upper'], 'hello world')).toEqual({ code: 0, stdout: 'HELLO WORLD\n', stderr: '' });
  });

  it('prints the raw result with --json', async () => {
    const { code, stdout } = await run(['json-formatter', '--json', '--mode', 'minify'], '[1, 2]');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ text: '[1,2]' });
  });

  it('reads number fields the English way and writes the result in the language asked for', async () => {
    const json = await run(['discount-calculator', '--price', '1,080', '--discount', '12.5', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ price: 1080, final: 945 });
    expect(await run(['discount-calculator', '--price', '1,080', '--discount', '12.5'])).toEqual({ code: 0, stdout: 'Price to pay: 945.00\nYou save: 135.00\n', stderr: '' });
    expect((await run(['discount-calculator', '--price', '1,080', '--discount', '12.5', '--lang', 'de'])).stdout).toBe('Zu zahlender Preis: 945,00\nSie sparen: 135,00\n');
  });

  it('says a field’s mistake in the language asked for, with exit code 1', async () => {
    const answer = await run(['percentage-calculator', '--x', 'abc', '--y', '2', '--lang', 'de']);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/\(--x\): .*gültige Zahl/);
  });

  it('prints the result and says on stderr what the page says at a field beside it, with exit code 0', async () => {
    // RFC 7515 A.1's token with a secret said to be hex that is not: decoded all the same, the key marked.
    const token = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const answer = await run(['jwt-decoder', '--token', token, '--key', 'secret', '--secret-encoding', 'hex']);
    expect(answer.code).toBe(0);
    expect(JSON.parse(answer.stdout)).toMatchObject({ iss: 'joe' });
    expect(answer.stderr).toBe('jwt-decoder: Secret or public key (optional, to verify the signature) (--key): “s” is not a hex digit. Write the secret in hex (0–9, a–f), or choose Text.\n');
  });

  it('asks for a required field left empty, with exit code 2', async () => {
    const answer = await run(['discount-calculator', '--price', '']);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('fill in');
    expect(answer.stderr).toContain('(--price)');
  });

  it('prints the command’s help with no tool, on stderr with exit code 2 unless asked for', async () => {
    expect((await run([])).code).toBe(2);
    expect(await run(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('toolbench --list') });
  });

  it('runs many invocations in one process with --batch', async () => {
    const answer = await run(['--batch'], JSON.stringify([{ args: ['case-converter', '--mode', 'lower'], stdin: 'ABC' }, { args: ['case-converter', '--nope'] }]));
    expect(JSON.parse(answer.stdout)).toEqual([
      { code: 0, stdout: 'abc\n', stderr: '' },
      { code: 2, stdout: '', stderr: expect.stringContaining('unknown flag --nope') },
    ]);
  });
});
