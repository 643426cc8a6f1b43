# One-off: wrap the first argument of run(...) calls in tests as { text: ... } (not committed).
import sys, re, os
NAMES = os.environ.get('RUN_NAMES', 'run')
def first_arg_end(s, i):
    depth = 0; q = None; j = i
    while j < len(s):
        c = s[j]
        if q:
            if c == '\\': j += 2; continue
            if c == q: q = None
        elif c in '\'"`': q = c
        elif c in '([{': depth += 1
        elif c in ')]}':
            if depth == 0: return j
            depth -= 1
        elif c == ',' and depth == 0: return j
        j += 1
    return -1
for path in sys.argv[1:]:
    s = open(path).read()
    out = []; i = 0
    for m in re.finditer(r'(?<![\w.])(' + NAMES + r')\(', s):
        start = m.end()
        if start < i: continue
        end = first_arg_end(s, start)
        arg = s[start:end]
        a = arg.strip()
        if a.startswith('{') or a.startswith('ex.input') or a == '' or a.startswith('x)') : continue
        out.append(s[i:start]); out.append('{ text: ' + arg + ' }'); i = end
    out.append(s[i:])
    open(path, 'w').write(''.join(out))
