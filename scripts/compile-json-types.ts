/**
 * By hand, not in CI: compiles what JSON to TypeScript writes for a set of samples with the real
 * compilers this machine has, and reads each sample back through the generated types.
 *
 *   npx tsx scripts/compile-json-types.ts [dir]       # writes the projects to dir (default /tmp/json-types-check)
 *   (Rust offline: apt-get install librust-serde-dev librust-serde-json-dev librust-serde-derive-dev; Go: golang-go)
 *
 * then runs, where the tool is installed:
 *   Rust    cargo run (serde, serde_json): every sample deserialized into its Root and written again
 *   Python  each sample through the dataclasses' from_dict and through Pydantic's model_validate
 *   Go      gofmt -l, go vet and go run: every sample unmarshalled into its Root (encoding/json, unknown fields refused,
 *           except for the odd keys: encoding/json cannot name "" or a key with a quote in a tag)
 *   (Jackson, too, cannot name the key "": @JsonProperty("") means the component's own name, so the odd keys are read leniently)
 *   Java    javac (-Xlint:all -Werror) with Jackson on the class path, then each sample read by an ObjectMapper
 * C#, Kotlin and Swift have no compiler here: their outputs are checked by the unit tests only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { run } from '../plugins/json-to-typescript/run.ts';
import type { Options } from '../plugins/json-to-typescript/manifest.ts';

export const SAMPLES: Record<string, string> = {
  user: '{"id":1,"first_name":"Ada","email":null,"score":9.5,"tags":["a"],"address":{"city":"London","zip-code":"W1"},"orders":[{"sku":"A","qty":2},{"sku":"B","qty":1,"note":"gift"}],"class":"x","meta":{},"mixed":[1,"a"],"empty":[]}',
  rootArray: '[{"id":1,"tag":{"n":"a"},"grid":[[{"x":1}]]},{"id":2,"tag":null,"extra":[1,"x"],"grid":[]},{"id":3,"tag":{"n":"b"},"grid":[[{"x":2},{"x":3,"y":null}]]}]',
  oddKeys: '{"type":"a","self":1,"2fa":true,"":"e","first-name":"x","firstName":"y","$ref":"r","class":{"default":1,"fn":"f"},"maybe":null,"hashCode":3,"model_config":1,"json":2,"日本":"j","a\\"b":1,"-":0,"Root":"r"}',
  numbers: '{"small":-3,"u64":12345678901234567890,"neg":-12345678901234567890,"huge":123456789012345678901234567890123456789012,"f":1.5,"mix":[1,2.5],"whole":2.0}',
  collisions: '{"home":{"address":{"city":"A"}},"work":{"address":{"city":"B"}},"shop":{"address":{"street":"C"}},"root":{"x":1},"date":{"y":2},"value":{"z":3},"list":[{"a":1},{"b":"x"}]}',
  nullableItems: '{"points":[1,null,3],"people":[{"name":"A","age":3},null],"union":[{"a":1},2],"n":null}',
  primitive: '42',
  text: '"hello"',
  nothing: 'null',
  emptyArray: '[]',
  emptyObject: '{}',
  nested: '[[1,2],[3]]',
};

type Language = 'go' | 'rust' | 'python' | 'pydantic' | 'java';
const generate = (language: Language, sample: string): string => {
  const options: Options = { output: language === 'pydantic' ? 'python' : language, declaration: 'interface', python: language === 'pydantic' ? 'pydantic' : 'dataclass', rootName: 'Root' };
  const out = run({ text: sample }, options);
  if (typeof out !== 'string') throw new Error(`${language}: ${JSON.stringify(out)}`);
  return out;
};

const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
let failed = 0;
const sh = (cmd: string, args: string[], cwd: string) => {
  console.log(`$ (cd ${cwd} && ${cmd} ${args.join(' ')})`);
  try {
    console.log(execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  } catch {
    failed++;
    console.log(`FAILED: ${cmd}`);
  }
};
process.on('exit', () => {
  console.log(failed ? `${failed} check(s) failed` : 'every check passed');
  if (failed) process.exitCode = 1;
});

const dir = process.argv[2] ?? '/tmp/json-types-check';
rmSync(dir, { recursive: true, force: true });
const names = Object.keys(SAMPLES);

// Rust: one module per sample.
{
  const root = join(dir, 'rust');
  mkdirSync(join(root, 'src'), { recursive: true });
  // Offline: the crates Debian packages (librust-serde-dev, librust-serde-json-dev, librust-serde-derive-dev).
  if (existsSync('/usr/share/cargo/registry')) {
    mkdirSync(join(root, '.cargo'));
    writeFileSync(join(root, '.cargo/config.toml'), '[source.crates-io]\nreplace-with = "debian"\n\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n');
  }
  writeFileSync(join(root, 'Cargo.toml'), '[package]\nname = "json_types_check"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\nserde_json = "1"\n');
  const modules = names.map((n) => `#[allow(dead_code, non_camel_case_types, non_snake_case)]\nmod ${n} {\n${generate('rust', SAMPLES[n]!)}\n}`);
  const checks = names.map((n) => `    let v: ${n}::Root = serde_json::from_str(${JSON.stringify(SAMPLES[n])}).expect(${JSON.stringify(n)});\n    println!("{}: {}", ${JSON.stringify(n)}, serde_json::to_string(&v).unwrap());`);
  writeFileSync(join(root, 'src/main.rs'), `${modules.join('\n\n')}\n\nfn main() {\n${checks.join('\n')}\n}\n`);
  if (has('cargo')) sh('cargo', ['run', '-q'], root);
}

// Python: each sample through from_dict (dataclasses) and model_validate (Pydantic).
{
  const root = join(dir, 'python');
  mkdirSync(root, { recursive: true });
  const lines = ['import json, importlib'];
  for (const n of names) {
    writeFileSync(join(root, `dc_${n}.py`), generate('python', SAMPLES[n]!) + '\n');
    writeFileSync(join(root, `pd_${n}.py`), generate('pydantic', SAMPLES[n]!) + '\n');
    lines.push(
      `sample = json.loads(${JSON.stringify(SAMPLES[n])})`,
      `dc = importlib.import_module("dc_${n}")`,
      `print("${n} dataclass:", dc.Root.from_dict(sample) if hasattr(dc.Root, "from_dict") else sample)`,
      `pd = importlib.import_module("pd_${n}")`,
      `model = pd.Root.model_validate(sample)`,
      `assert json.loads(model.model_dump_json(by_alias=True, exclude_unset=True)) == sample, "${n}"`,
      `print("${n} pydantic:", model.model_dump_json(by_alias=True, exclude_unset=True))`,
    );
  }
  writeFileSync(join(root, 'check.py'), lines.join('\n') + '\n');
  sh('python3', ['-W', 'error', 'check.py'], root);
}

// Go: one package per sample.
{
  const root = join(dir, 'go');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'go.mod'), 'module check\n\ngo 1.19\n');
  const imports: string[] = [];
  const checks: string[] = [];
  for (const n of names) {
    mkdirSync(join(root, n));
    writeFileSync(join(root, n, 'types.go'), `package ${n}\n\n${generate('go', SAMPLES[n]!)}\n`);
    imports.push(`\t"check/${n}"`);
    checks.push(`\t{\n\t\tvar v ${n}.Root\n\t\td := json.NewDecoder(strings.NewReader(${JSON.stringify(SAMPLES[n])}))\n${n === 'oddKeys' ? '' : '\t\td.DisallowUnknownFields()\n'}\t\tif err := d.Decode(&v); err != nil {\n\t\t\tpanic(${JSON.stringify(n)} + ": " + err.Error())\n\t\t}\n\t\tout, _ := json.Marshal(v)\n\t\tfmt.Println(${JSON.stringify(n)}, string(out))\n\t}`);
  }
  writeFileSync(join(root, 'main.go'), `package main\n\nimport (\n\t"encoding/json"\n\t"fmt"\n\t"strings"\n\n${imports.join('\n')}\n)\n\nfunc main() {\n${checks.join('\n')}\n}\n`);
  if (has('go')) {
    sh('gofmt', ['-l', ...names.map((n) => `${n}/types.go`)], root); // lists the generated files gofmt would change: none expected
    sh('go', ['vet', './...'], root);
    sh('go', ['run', '.'], root);
  }
}

// Java: one package per sample, the samples read by Jackson.
{
  const root = join(dir, 'java');
  const m2 = join(homedir(), '.m2/repository/com/fasterxml/jackson/core');
  // The newest version of which the three jars are all in the local Maven repository.
  const versions = (a: string) => (existsSync(join(m2, a)) ? readdirSync(join(m2, a)) : []);
  const version = versions('jackson-databind').filter((v) => versions('jackson-core').includes(v) && versions('jackson-annotations').includes(v)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  const jars = version ? ['jackson-databind', 'jackson-core', 'jackson-annotations'].map((a) => join(m2, a, version, `${a}-${version}.jar`)) : [];
  const checks: string[] = [];
  for (const n of names) {
    const code = generate('java', SAMPLES[n]!);
    const publicName = /public record (\w+)/.exec(code)?.[1];
    mkdirSync(join(root, n), { recursive: true });
    writeFileSync(join(root, n, `${publicName ?? 'Root'}.java`), `package ${n};\n\n${code}\n`);
    if (publicName) {
      const type = /^\/\/ Root: (.*)$/m.exec(code)?.[1];
      const reference = type ? `new com.fasterxml.jackson.core.type.TypeReference<${type.replace(/\b([A-Z]\w*)\b/g, (t) => (t === publicName || code.includes(`record ${t}(`) ? `${n}.${t}` : t === 'List' ? 'java.util.List' : t))}>() {}` : `${n}.${publicName}.class`;
      checks.push(`        System.out.println("${n}: " + ${n === 'oddKeys' ? 'lenient' : 'mapper'}.readValue(${JSON.stringify(SAMPLES[n])}, ${reference}));`);
    }
  }
  writeFileSync(join(root, 'Check.java'), `public class Check {\n    public static void main(String[] args) throws Exception {\n        var mapper = new com.fasterxml.jackson.databind.ObjectMapper().enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);\n        var lenient = mapper.copy().disable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);\n${checks.join('\n')}\n    }\n}\n`);
  if (has('javac') && jars.length === 3) {
    const classpath = jars.join(':');
    const sources = names.flatMap((n) => readdirSync(join(root, n)).map((f) => join(n, f)));
    sh('javac', ['-Xlint:all', '-Werror', '-cp', classpath, '-d', 'out', 'Check.java', ...sources], root);
    sh('java', ['-cp', `out:${classpath}`, 'Check'], root);
  } else console.log('Java skipped: javac or Jackson (mvn dependency:get) missing');
}
