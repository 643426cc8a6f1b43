# One-off: plugins import the SDK from @sdk/core and @sdk/ui only (not committed).
import re, sys, glob
def merge(s, entry):
    pat = re.compile(r"import (type )?\{([^}]*)\} from '@sdk/" + entry + r"(?:/[\w.]+)?';\n")
    values, types = [], []
    first = None
    for m in pat.finditer(s):
        if first is None: first = m.start()
        for part in m.group(2).split(','):
            part = part.strip()
            if not part: continue
            if m.group(1) or part.startswith('type '):
                name = part.replace('type ', '', 1)
                if name not in types: types.append(name)
            elif part not in values: values.append(part)
    if first is None: return s
    body = pat.sub('', s)
    # A name imported as a value need not be imported as a type too.
    types = [t for t in types if t not in values]
    if values:
        line = "import { " + ", ".join(values + [f'type {t}' for t in types]) + " } from '@sdk/" + entry + "';\n"
    else:
        line = "import type { " + ", ".join(types) + " } from '@sdk/" + entry + "';\n"
    # put it where the first SDK import was
    prefix = s[:first]
    body_after = body[len(prefix):] if body.startswith(prefix) else body
    return prefix + line + body_after
for path in sys.argv[1:]:
    s = open(path).read()
    t = merge(merge(s, 'core'), 'ui')
    if t != s: open(path, 'w').write(t)
