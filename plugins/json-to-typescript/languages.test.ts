import { describe, expect, it } from 'vitest';
import { isToolError, jsonNumber, parseJsonExact } from '@sdk/core';
import { run } from './run.ts';
import { integerValue, intRange, shapeOf } from './infer.ts';
import { braceEscapes, camelName, snakeName, words } from './model.ts';
import { goFieldName } from './languages/go.ts';
import { rustField } from './languages/rust.ts';
import { pythonField } from './languages/python.ts';
import { javaField } from './languages/java.ts';
import { kotlinField } from './languages/kotlin.ts';
import { JSON_VALUE, swiftField } from './languages/swift.ts';
import { manifest, type Options } from './manifest.ts';

// Checked by compiling them too, by hand (scripts/compile-json-types.ts: rustc with serde, go, javac with
// Jackson, Python with Pydantic, each reading the samples back); C#, Kotlin and Swift by these tests only.

type Language = 'go' | 'rust' | 'python' | 'pydantic' | 'java' | 'csharp' | 'kotlin' | 'swift';
const LANGUAGES: Language[] = ['go', 'rust', 'python', 'pydantic', 'java', 'csharp', 'kotlin', 'swift'];
const options = (language: Language, rootName = 'Root'): Options => ({
  output: language === 'pydantic' ? 'python' : language,
  declaration: 'interface',
  python: language === 'pydantic' ? 'pydantic' : 'dataclass',
  rootName,
});
const write = (language: Language, text: string, rootName = 'Root') => run({ text }, options(language, rootName)) as string;

/** A root array of objects merged: a key missing from one (optional), an object that is null in one, an integer and a float, a reserved word, a key that is no identifier, an empty array, an empty object. */
const ROWS = '[{"id":1,"user-name":"a","class":"x","tags":[],"meta":{},"owner":{"id":2},"score":1},{"id":2,"user-name":"b","class":"y","tags":["t"],"meta":{},"owner":null,"score":2.5,"note":"n"}]';

const EXPECTED: Record<Language, string> = {
  go: `type Rows []Row

type Row struct {
	ID       int64          \`json:"id"\`
	UserName string         \`json:"user-name"\`
	Class    string         \`json:"class"\`
	Tags     []string       \`json:"tags"\`
	Meta     map[string]any \`json:"meta"\`
	Owner    *Owner         \`json:"owner"\`
	Score    float64        \`json:"score"\`
	Note     *string        \`json:"note,omitempty"\`
}

type Owner struct {
	ID int64 \`json:"id"\`
}`,
  rust: `use serde::{Deserialize, Serialize};

pub type Rows = Vec<Row>;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub id: i64,
    #[serde(rename = "user-name")]
    pub user_name: String,
    pub class: String,
    pub tags: Vec<String>,
    pub meta: serde_json::Map<String, serde_json::Value>,
    pub owner: Option<Owner>,
    pub score: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Owner {
    pub id: i64,
}`,
  python: `from dataclasses import dataclass
from typing import Any, Optional


@dataclass
class Owner:
    id: int

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Owner":
        return cls(
            id=data["id"],
        )


@dataclass
class Row:
    id: int
    user_name: str
    class_: str
    tags: list[str]
    meta: dict[str, Any]
    owner: Optional[Owner]
    score: float
    note: Optional[str] = None

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Row":
        return cls(
            id=data["id"],
            user_name=data["user-name"],
            class_=data["class"],
            tags=data["tags"],
            meta=data["meta"],
            owner=None if data["owner"] is None else Owner.from_dict(data["owner"]),
            score=data["score"],
            note=data.get("note"),
        )


Rows = list[Row]`,
  pydantic: `from typing import Any, Optional
from pydantic import BaseModel, Field, RootModel


class Owner(BaseModel):
    id: int


class Row(BaseModel):
    id: int
    user_name: str = Field(alias="user-name")
    class_: str = Field(alias="class")
    tags: list[str]
    meta: dict[str, Any]
    owner: Optional[Owner]
    score: float
    note: Optional[str] = None


class Rows(RootModel[list[Row]]):
    pass`,
  java: `import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

// Rows: List<Row>

public record Row(
    long id,
    @JsonProperty("user-name") String userName,
    @JsonProperty("class") String class_,
    List<String> tags,
    Map<String, Object> meta,
    Owner owner,
    double score,
    String note
) {}

record Owner(
    long id
) {}`,
  csharp: `using System.Collections.Generic;
using System.Text.Json;
using System.Text.Json.Serialization;

// Rows: List<Row>

public record Row
{
    [JsonPropertyName("id")]
    public required long Id { get; init; }

    [JsonPropertyName("user-name")]
    public required string UserName { get; init; }

    [JsonPropertyName("class")]
    public required string Class { get; init; }

    [JsonPropertyName("tags")]
    public required List<string> Tags { get; init; }

    [JsonPropertyName("meta")]
    public required Dictionary<string, JsonElement> Meta { get; init; }

    [JsonPropertyName("owner")]
    public required Owner? Owner { get; init; }

    [JsonPropertyName("score")]
    public required double Score { get; init; }

    [JsonPropertyName("note")]
    public string? Note { get; init; }
}

public record Owner
{
    [JsonPropertyName("id")]
    public required long Id { get; init; }
}`,
  kotlin: `import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.JsonObject

typealias Rows = List<Row>

@Serializable
data class Row(
    val id: Long,
    @SerialName("user-name") val userName: String,
    val \`class\`: String,
    val tags: List<String>,
    val meta: JsonObject,
    val owner: Owner?,
    val score: Double,
    val note: String? = null,
)

@Serializable
data class Owner(
    val id: Long,
)`,
  swift: `import Foundation

typealias Rows = [Row]

struct Row: Codable {
    let id: Int
    let userName: String
    let \`class\`: String
    let tags: [String]
    let meta: [String: JSONValue]
    let owner: Owner?
    let score: Double
    let note: String?

    enum CodingKeys: String, CodingKey {
        case id
        case userName = "user-name"
        case \`class\`
        case tags
        case meta
        case owner
        case score
        case note
    }
}

struct Owner: Codable {
    let id: Int
}

${JSON_VALUE}`,

};

describe('every language, exactly', () => {
  it.each(LANGUAGES)('%s', (language) => {
    expect(write(language, ROWS, 'Rows')).toBe(EXPECTED[language]);
  });
});

describe('roots that are not one object', () => {
  const roots: Record<Language, string[]> = {
    go: ['type Root int64', 'type Root string', 'type Root = any', 'type Root []any', 'type Root map[string]any', 'type Root [][]float64'],
    rust: ['pub type Root = i64;', 'pub type Root = String;', 'pub type Root = serde_json::Value;', 'pub type Root = Vec<serde_json::Value>;', 'pub type Root = serde_json::Map<String, serde_json::Value>;', 'pub type Root = Vec<Vec<f64>>;'],
    python: ['Root = int', 'Root = str', 'Root = Any', 'Root = list[Any]', 'Root = dict[str, Any]', 'Root = list[list[float]]'],
    pydantic: ['class Root(RootModel[int]):\n    pass', 'class Root(RootModel[str]):\n    pass', 'class Root(RootModel[Any]):\n    pass', 'class Root(RootModel[list[Any]]):\n    pass', 'class Root(RootModel[dict[str, Any]]):\n    pass', 'class Root(RootModel[list[list[float]]]):\n    pass'],
    java: ['// Root: long', '// Root: String', '// Root: Object', '// Root: List<Object>', '// Root: Map<String, Object>', '// Root: List<List<Double>>'],
    csharp: ['// Root: long', '// Root: string', '// Root: JsonElement?', '// Root: List<JsonElement>', '// Root: Dictionary<string, JsonElement>', '// Root: List<List<double>>'],
    kotlin: ['typealias Root = Long', 'typealias Root = String', 'typealias Root = JsonElement?', 'typealias Root = List<JsonElement>', 'typealias Root = JsonObject', 'typealias Root = List<List<Double>>'],
    swift: ['typealias Root = Int', 'typealias Root = String', 'typealias Root = JSONValue?', 'typealias Root = [JSONValue]', 'typealias Root = [String: JSONValue]', 'typealias Root = [[Double]]'],
  };
  it.each(LANGUAGES)('%s: a number, a string, null, [], {} and nested arrays', (language) => {
    const outs = ['42', '"s"', 'null', '[]', '{}', '[[1,2.5],[3]]'].map((text) => write(language, text));
    outs.forEach((out, i) => expect(out).toContain(roots[language][i]));
  });
  it('declares no type and imports nothing it does not use', () => {
    expect(write('go', '42')).toBe('type Root int64');
    expect(write('rust', '42')).toBe('pub type Root = i64;');
    expect(write('python', '42')).toBe('Root = int');
    expect(write('pydantic', '42')).toBe('from pydantic import RootModel\n\n\nclass Root(RootModel[int]):\n    pass');
    expect(write('java', '42')).toBe('// Root: long');
    expect(write('kotlin', '"s"')).toBe('typealias Root = String');
    expect(write('swift', '42')).toBe('import Foundation\n\ntypealias Root = Int');
  });
});

describe('integers', () => {
  const sample = '{"small":-3,"u":12345678901234567890,"neg":-12345678901234567890,"huge":123456789012345678901234567890123456789012,"whole":2.0,"exp":1E2,"mix":[1,2.5]}';
  const types: Record<Language, string[]> = {
    go: ['Small int64', 'U     uint64', 'Neg   *big.Int', 'Huge  *big.Int', 'Whole float64', 'Exp   float64', 'Mix   []float64'],
    rust: ['small: i64', 'u: u64', 'neg: i128', 'huge: serde_json::Number', 'whole: f64', 'exp: f64', 'mix: Vec<f64>'],
    python: ['small: int', 'u: int', 'neg: int', 'huge: int', 'whole: float', 'exp: float', 'mix: list[float]'],
    pydantic: ['small: int', 'u: int', 'neg: int', 'huge: int', 'whole: float', 'exp: float', 'mix: list[float]'],
    java: ['long small', 'BigInteger u', 'BigInteger neg', 'BigInteger huge', 'double whole', 'double exp', 'List<Double> mix'],
    csharp: ['long Small', 'ulong U', 'Int128 Neg', 'JsonElement Huge', 'double Whole', 'double Exp', 'List<double> Mix'],
    kotlin: ['small: Long', 'u: ULong', 'neg: JsonPrimitive', 'huge: JsonPrimitive', 'whole: Double', 'exp: Double', 'mix: List<Double>'],
    swift: ['small: Int', 'u: UInt64', 'neg: Decimal', 'huge: Decimal', 'whole: Double', 'exp: Double', 'mix: [Double]'],
  };
  it.each(LANGUAGES)('%s: 64-bit, then wider types; a whole number written 2.0 or 1E2 is a float', (language) => {
    const out = write(language, sample);
    for (const type of types[language]) expect(out).toContain(type);
  });
  it('imports what the wide types need', () => {
    expect(write('go', sample)).toMatch(/^import "math\/big"\n\n/);
    expect(write('java', sample)).toContain('import java.math.BigInteger;');
    expect(write('csharp', sample)).toMatch(/^using System;\n/);
    expect(write('kotlin', sample)).toContain('import kotlinx.serialization.json.JsonPrimitive');
  });
  it('finds the range that holds every integer, at the exact limits', () => {
    const range = (text: string) => {
      const parsed = parseJsonExact(text, 'text');
      if ('error' in parsed) throw new Error(text);
      return intRange(shapeOf(parsed.value).arr!.items!);
    };
    expect(range('[9223372036854775807, -9223372036854775808]')).toBe('i64');
    expect(range('[9223372036854775808]')).toBe('u64');
    expect(range('[18446744073709551615]')).toBe('u64');
    expect(range('[18446744073709551616]')).toBe('i128');
    expect(range('[9223372036854775808, -1]')).toBe('i128');
    expect(range('[-9223372036854775809]')).toBe('i128');
    expect(range('[170141183460469231731687303715884105727]')).toBe('i128');
    expect(range('[170141183460469231731687303715884105728]')).toBe('huge');
    expect(range('[1e400]')).toBe('huge');
  });
  it('reads the exact value of a whole number as written', () => {
    const exact = (literal: string) => integerValue(jsonNumber(literal));
    expect(exact('12345678901234567890')).toBe(12345678901234567890n);
    expect(exact('-1.5e3')).toBe(-1500n);
    expect(exact('1200e-2')).toBe(12n);
    expect(exact('1e999')).toBe(10n ** 60n);
  });
});

describe('names', () => {
  it('splits keys into words', () => {
    expect(words('userID')).toEqual(['user', 'id']);
    expect(words('HTTPServer')).toEqual(['http', 'server']);
    expect(words('first_name')).toEqual(['first', 'name']);
    expect(camelName('First-Name')).toBe('firstName');
    expect(snakeName('firstName')).toBe('first_name');
    expect(camelName('2fa')).toBe('field2fa');
    expect(snakeName('')).toBe('field');
  });
  it('writes Go names exported, with Go’s initialisms', () => {
    expect(goFieldName('user_id')).toBe('UserID');
    expect(goFieldName('apiURL')).toBe('APIURL');
    expect(goFieldName('httpServer')).toBe('HTTPServer');
    expect(goFieldName('2fa')).toBe('Field2fa');
    expect(goFieldName('日本')).toBe('Field日本');
    expect(goFieldName('ñu')).toBe('Ñu');
  });
  it('writes keywords as each language allows', () => {
    expect(rustField('type')).toBe('r#type');
    expect(rustField('self')).toBe('self_');
    expect(rustField('fooBar')).toBe('foo_bar');
    expect(pythonField('class')).toBe('class_');
    expect(pythonField('firstName')).toBe('firstName');
    expect(pythonField('first-name')).toBe('first_name');
    expect(pythonField('json')).toBe('json_');
    expect(pythonField('model_name')).toBe('model_name_');
    expect(pythonField('_id')).toBe('id');
    expect(javaField('default')).toBe('default_');
    expect(javaField('hashCode')).toBe('hashCode_');
    expect(kotlinField('object')).toBe('`object`');
    expect(swiftField('default')).toBe('`default`');
    expect(swiftField('self')).toBe('self_');
  });
  it('numbers two keys that give one name', () => {
    expect(write('go', '{"first_name":"a","firstName":"b"}')).toBe('type Root struct {\n\tFirstName  string `json:"first_name"`\n\tFirstName2 string `json:"firstName"`\n}');
    expect(write('csharp', '{"root":1,"equals":2}')).toContain('public required long Root2 { get; init; }\n\n    [JsonPropertyName("equals")]\n    public required long Equals2 { get; init; }');
  });
  it('keeps the language’s own type names free', () => {
    expect(write('java', '{"string":{"a":1}}')).toContain('record StringType(');
    expect(write('rust', '{"value":{"a":1}}')).toContain('pub struct ValueType {');
    expect(write('swift', '{"data":{"a":1}}')).toContain('struct DataType: Codable {');
    expect(write('kotlin', '{"pair":{"a":1}}')).toContain('data class PairType(');
    expect(write('go', '{"value":{"a":1}}')).toContain('type Value struct {');
  });
  it('shares identical objects and numbers different ones with the same name', () => {
    const out = write('rust', '{"home":{"address":{"city":"A"}},"work":{"address":{"city":"B"}},"shop":{"address":{"street":"C"}}}');
    expect(out.match(/pub struct Address\b/g)).toHaveLength(1);
    expect(out).toContain('pub struct Address2 {\n    pub street: String,\n}');
  });
  it('escapes keys as each language’s strings need', () => {
    expect(braceEscapes(JSON.stringify('a\u0001b\\u0001\b'))).toBe('"a\\u{1}b\\\\u0001\\u{8}"');
    expect(write('kotlin', '{"$ref":1}')).toContain('@SerialName("\\$ref") val ref: Long,');
    expect(write('rust', '{"a\\u0007":1}')).toContain('#[serde(rename = "a\\u{7}")]');
    expect(write('go', '{"a\\"b":1,"-":2}')).toBe('type Root struct {\n\tAB    int64 `json:"-"`\n\tField int64 `json:"-,"`\n}');
  });
});

describe('values of several kinds', () => {
  const sample = '{"items":[{"a":1},"x"],"maybe":[1,null]}';
  it('are a union in Python, the object built by from_dict', () => {
    const out = write('python', sample);
    expect(out).toContain('    items: list[Union[str, Item]]\n    maybe: list[Optional[int]]');
    expect(out).toContain('items=[Item.from_dict(item) if isinstance(item, dict) else item for item in data["items"]],');
  });
  it('are the JSON value type elsewhere, and the object among them gets no declaration', () => {
    expect(write('go', sample)).toBe('type Root struct {\n\tItems []any    `json:"items"`\n\tMaybe []*int64 `json:"maybe"`\n}');
    expect(write('java', sample)).toBe('import java.util.List;\n\npublic record Root(\n    List<Object> items,\n    List<Long> maybe\n) {}');
    expect(write('swift', sample)).toContain('    let items: [JSONValue]\n    let maybe: [Int?]\n}');
  });
});

describe('declared order', () => {
  it('puts a Python class after the classes its fields name, shared ones too', () => {
    const out = write('pydantic', '{"x":{"address":{"c":1}},"y":{"address":{"c":2}},"z":{"w":{"v":true}}}');
    const order = [...out.matchAll(/^class (\w+)/gm)].map((m) => m[1]);
    expect(order).toEqual(['Address', 'X', 'Y', 'V', 'W', 'Z', 'Root'].filter((n) => order.includes(n)));
    expect(order.indexOf('Address')).toBeLessThan(order.indexOf('Y'));
    expect(order.at(-1)).toBe('Root');
  });
  it('puts the outer type first elsewhere', () => {
    expect(write('kotlin', '{"a":{"b":1}}')).toBe('import kotlinx.serialization.Serializable\n\n@Serializable\ndata class Root(\n    val a: A,\n)\n\n@Serializable\ndata class A(\n    val b: Long,\n)');
  });
});

describe('options and bad input', () => {
  it('shows the declaration style on the TypeScript tab only, the Python classes on the Python tab only', () => {
    expect(manifest.optionTabs).toEqual({ declaration: ['typescript'], python: ['python'] });
  });
  it('uses the root name in every language', () => {
    for (const language of LANGUAGES) expect(write(language, '{"a":1}', 'api response')).toMatch(/\bApiResponse\b/);
  });
  it('reports a sample nested too deeply, in every language', () => {
    const deep = '['.repeat(200000) + ']'.repeat(200000);
    for (const language of LANGUAGES) {
      const result = run({ text: deep }, options(language));
      expect(isToolError(result) ? result.code : 'no error').toBe('tooDeep');
    }
  });
  it('handles a large array quickly', () => {
    const rows = Array.from({ length: 50000 }, (_, i) => ({ id: i, name: `n${i}`, ...(i % 2 ? { odd: true } : {}) }));
    const start = performance.now();
    expect(write('rust', JSON.stringify(rows))).toContain('pub odd: Option<bool>,');
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
