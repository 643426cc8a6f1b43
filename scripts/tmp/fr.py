# Writes a locale JSON; for French, narrow no-break spaces before : ; ! ? and inside « ».
import json, re, sys
def fix_fr(o):
    if isinstance(o, str):
        o = re.sub(r' ([:;!?])', '\u202f\\1', o)
        o = o.replace('« ', '«\u202f').replace(' »', '\u202f»')
        return o
    if isinstance(o, list): return [fix_fr(x) for x in o]
    if isinstance(o, dict): return {k: fix_fr(v) for k, v in o.items()}
    return o
def write(path, data, lang):
    if lang == 'fr': data = fix_fr(data)
    with open(path, 'w') as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write('\n')
