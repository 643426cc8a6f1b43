import { describe, expect, it, vi } from 'vitest';
import { toolError } from '@sdk/core';
import { conversionError, run, toWarning } from './run.ts';
import bashParser from './bash.ts';

/**
 * Known answers: curlconverter's own test fixtures (github.com/curlconverter/curlconverter, test/fixtures:
 * curl_commands/<name>.sh and <language>/<name>.<ext>, MIT), the output its test suite holds each generator to.
 */
const POST_JSON = `curl --json '{ "drink":' --json ' "coffe" }' http://localhost:28139\n`;
const BASIC_AUTH = `curl "https://localhost:28139/" -u "some_username:some_password"\n`;

const FIXTURES = [
  {
    command: POST_JSON,
    language: 'python',
    code: "import requests\n\nheaders = {\n    'Content-Type': 'application/json',\n    'Accept': 'application/json',\n}\n\njson_data = {\n    'drink': 'coffe',\n}\n\nresponse = requests.post('http://localhost:28139', headers=headers, json=json_data)\n\n# Note: json_data will not be serialized by requests\n# exactly as it was in the original request.\n#data = '{ \"drink\": \"coffe\" }'\n#response = requests.post('http://localhost:28139', headers=headers, data=data)\n",
  },
  {
    command: BASIC_AUTH,
    language: 'php',
    code: "<?php\n$ch = curl_init();\ncurl_setopt($ch, CURLOPT_URL, 'https://localhost:28139/');\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\ncurl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'GET');\ncurl_setopt($ch, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);\ncurl_setopt($ch, CURLOPT_USERPWD, 'some_username:some_password');\n\n$response = curl_exec($ch);\n\ncurl_close($ch);\n",
  },
  {
    command: BASIC_AUTH.replace('https:', 'http:'),
    language: 'go',
    code: 'package main\n\nimport (\n\t"fmt"\n\t"io"\n\t"log"\n\t"net/http"\n)\n\nfunc main() {\n\tclient := &http.Client{}\n\treq, err := http.NewRequest("GET", "http://localhost:28139/", nil)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\treq.SetBasicAuth("some_username", "some_password")\n\tresp, err := client.Do(req)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer resp.Body.Close()\n\tbodyText, err := io.ReadAll(resp.Body)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Printf("%s\\n", bodyText)\n}\n',
  },
] as const;

describe('curl-converter run', () => {
  for (const f of FIXTURES) {
    it(`writes curlconverter's fixture in ${f.language}`, async () => {
      expect(await run({ text: f.command }, { language: f.language })).toEqual({ language: f.language, code: f.code, warnings: [] });
    });
  }

  it('parses with tree-sitter-bash in WebAssembly (bash.ts, swapped in for the package\u2019s native parser), as the page does', async () => {
    const parse = vi.spyOn(bashParser, 'parse');
    await run({ text: 'curl https://example.com' }, { language: 'python' });
    expect(parse).toHaveBeenCalledWith('curl https://example.com');
    parse.mockRestore();
  });

  it('lists every option a language cannot carry over, with its flag', async () => {
    const result = await run({ text: 'curl --proxy-anyauth --limit-rate 100k https://example.com' }, { language: 'python' });
    expect(result).toMatchObject({ warnings: [{ code: 'proxy-anyauth', flag: '--proxy-anyauth' }, { code: 'limit-rate', flag: '--limit-rate' }] });
  });

  it('keeps a warning that names no flag, with its code and detail', async () => {
    const result = await run({ text: "curl https://example.com -H 'Cookie: a=1'" }, { language: 'javascript' });
    expect(result).toMatchObject({ warnings: [{ code: 'forbidden-header', detail: '"Cookie" header is forbidden in fetch()' }] });
  });

  it('reads Bash quoting: $-strings, escapes and line continuations', async () => {
    const result = await run({ text: "curl \\\n  -d $'a=1\\nb' \\\n  \"https://example.com/a b\"" }, { language: 'httpie' });
    expect(result).toEqual({ language: 'httpie', code: "https --raw $'a=1\\nb' \\\n  \"example.com/a b\" \\\n  Content-Type:application/x-www-form-urlencoded\n", warnings: [] });
  });

  it('converts to every language', async () => {
    for (const language of ['python', 'javascript', 'node', 'go', 'php', 'java', 'csharp', 'rust', 'ruby', 'powershell', 'wget', 'httpie'] as const) {
      const result = await run({ text: 'curl -X POST https://example.com -d a=1' }, { language });
      expect(result, language).toMatchObject({ language, code: expect.stringContaining('example.com') });
    }
  });

  it('says what is wrong with bad input', async () => {
    const text = (t: string) => run({ text: t }, { language: 'python' });
    expect(await text('  ')).toEqual(toolError('empty', { field: 'text' }));
    expect(await text('ls -la')).toEqual(toolError('notCurl', { field: 'text', command: 'ls' }));
    expect(await text('wget https://example.com')).toEqual(toolError('notCurl', { field: 'text', command: 'wget' }));
    expect(await text("curl 'https://example.com")).toEqual(toolError('syntax', { field: 'text', line: 1 }));
    expect(await text('curl --frobnicate https://example.com')).toEqual(toolError('unknownOption', { field: 'text', flag: '--frobnicate' }));
    expect(await text('curl https://example.com -H')).toEqual(toolError('missingValue', { field: 'text', flag: '-H' }));
    expect(await text('curl -s')).toEqual(toolError('noUrl', { field: 'text' }));
    expect(await text('curl https://a.example && curl https://b.example')).toEqual(toolError('oneCommand', { field: 'text' }));
    expect(await text('curl ' + 'a'.repeat(200_000))).toEqual(toolError('tooLong', { field: 'text', max: 200_000 }));
  });

  it('maps curlconverter messages it does not know to a general one with the first line', () => {
    expect(conversionError('something odd\ncurl x\n^^^')).toEqual(toolError('cannotConvert', { field: 'text', detail: 'something odd' }));
    expect(toWarning(['x', ' fine '])).toEqual({ code: 'x', detail: 'fine' });
  });
});
