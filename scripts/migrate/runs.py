# One-off: run.ts of single-text and no-input tools take the declared input object (not committed).
import re, sys
for tool in sys.argv[1:]:
    p = f'plugins/{tool}/run.ts'
    s = open(p).read()
    s = re.sub(r"from '@sdk/core/\w+\.ts'", "from '@sdk/core'", s)
    # merge several imports from @sdk/core into one
    names, types = [], []
    def grab(m):
        for part in m.group(2).split(','):
            part = part.strip()
            if not part: continue
            (types if (m.group(1) or part.startswith('type ')) else names).append(part.replace('type ', '') if (m.group(1) or part.startswith('type ')) else part)
        return ''
    s2 = re.sub(r"import (type )?\{([^}]*)\} from '@sdk/core';\n", grab, s)
    if names or types:
        items = names + [f'type {t}' for t in types]
        s = "import { " + ", ".join(items) + " } from '@sdk/core';\n" + s2
    s = re.sub(r"export (async )?function run\(input: string, (_?options): Options\)", r"export \1function run({ text: input }: Input, \2: Options)", s)
    s = re.sub(r"export (async )?function run\(_input: string, options: Options\)", r"export \1function run(_input: Input, options: Options)", s)
    s = re.sub(r"import type \{ ([^}]*)\bOptions\b([^}]*) \} from './manifest.ts';", lambda m: "import type { " + m.group(1) + "Input, Options" + m.group(2) + " } from './manifest.ts';" if 'Input' not in m.group(0) else m.group(0), s, count=1)
    open(p, 'w').write(s)
