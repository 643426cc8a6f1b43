# One-off migration of manifests to defineTool (not committed).
import re, sys
def convert(path, kind):
    s = open(path).read()
    s = re.sub(r"import type \{[^}]*\} from '@sdk/core(/manifest\.ts)?';", "import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';", s)
    s = s.replace("  properties: {},\n", "  properties: {\n  },\n")
    s = s.replace("import { meta } from './meta.ts';\n", "")
    m = re.search(r"export const options = \{\n  type: 'object',\n  properties: \{(.*?)\n  \},\n  required: \[[^\]]*\],\n  additionalProperties: false,\n\} as const satisfies OptionsSchema;\n", s, re.S)
    if not m: raise SystemExit(f'{path}: options block not found')
    body = m.group(1)
    s = s[:m.start()] + s[m.end():]
    s = s.replace("export type Options = OptionsOf<typeof options>;\n\n", "").replace("export type Options = OptionsOf<typeof options>;\n", "")
    s = s.replace("export const manifest = {\n  ...meta,\n  options,\n", "export const manifest = defineTool({\n" + ("  fields: { text: { kind: 'text' } },\n" if kind == 'text' else "") + "  options: {" + body + "\n  },\n")
    # uiSchema → ui
    um = re.search(r"  uiSchema: \{(.*?)\n  \},\n", s, re.S)
    if um:
        entries = re.findall(r"(\w+): \{ 'ui:widget': '(\w+)' \}", um.group(1))
        rest = re.sub(r"'ui:order': \[[^\]]*\],?", "", um.group(1))
        rest = re.sub(r"(\w+): \{ 'ui:widget': '(\w+)' \},?", "", rest)
        if rest.strip(): raise SystemExit(f'{path}: unknown uiSchema content {rest!r}')
        s = s[:um.start()] + ("  ui: { " + ", ".join(f"{k}: '{w}'" for k, w in entries) + " },\n" if entries else "") + s[um.end():]
    else:
        um = re.search(r"  uiSchema: \{ (.*?) \},\n", s)
        if um:
            entries = re.findall(r"(\w+): \{ 'ui:widget': '(\w+)' \}", um.group(1))
            s = s[:um.start()] + "  ui: { " + ", ".join(f"{k}: '{w}'" for k, w in entries) + " },\n" + s[um.end():]
    s = re.sub(r"\n  input: '(text|none)',", "", s)
    s = re.sub(r"\n  output: '(text|custom)',", "", s)
    s = s.replace("\n  panel: true,", "")
    if kind == 'text':
        s = re.sub(r"input:\n(\s+)('(?:[^'\\\n]|\\.)*')", r"input: { text:\n\1\2 }", s)
        s = re.sub(r"input: ('(?:[^'\\\n]|\\.)*')", r"input: { text: \1 }", s)
    else:
        s = re.sub(r"\n\s*input: '',", "", s)
        s = s.replace("input: '', ", "")
    s = s.replace("} as const satisfies ToolManifest<typeof options>;", "});\n\nexport type Options = OptionsOf<typeof manifest>;\nexport type Input = InputOf<typeof manifest>;")
    s = re.sub(r'\n{3,}', '\n\n', s)
    open(path, 'w').write(s)
for arg in sys.argv[2:]:
    convert(f'plugins/{arg}/manifest.ts', sys.argv[1])
