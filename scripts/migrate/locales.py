# One-off: inputLabel/inputPlaceholder → fields.text.label/placeholder (not committed).
import json, sys, collections
for tool in sys.argv[1:]:
    for lang in ['en', 'es', 'de', 'fr']:
        p = f'plugins/{tool}/locales/{lang}.json'
        d = json.load(open(p), object_pairs_hook=collections.OrderedDict)
        out = collections.OrderedDict()
        for k, v in d.items():
            if k == 'inputLabel':
                out['fields'] = collections.OrderedDict(text=collections.OrderedDict(label=v))
                if 'inputPlaceholder' in d: out['fields']['text']['placeholder'] = d['inputPlaceholder']
            elif k == 'inputPlaceholder':
                continue
            else:
                out[k] = v
        open(p, 'w').write(json.dumps(out, ensure_ascii=False, indent=2) + '\n')
