import { braceEscapes, camelName, FieldNames, type Model, type Ref, type Type } from '../model.ts';

/**
 * Swift: Codable structs, CodingKeys where a property's name is not its key, `T?` for what may be missing
 * or null. Values of several kinds, and objects without keys, are a JSONValue (an enum written once).
 */

export const SWIFT_RESERVED: ReadonlySet<string> = new Set('Any AnyObject Self Type Protocol String Int Int64 UInt64 Double Float Bool Character Array Dictionary Set Optional Result Error Never Void Data Date URL UUID Decimal Codable Encodable Decodable Encoder Decoder CodingKey CodingKeys JSONValue'.split(' '));

const KEYWORDS = new Set('associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default defer do else fallthrough for guard if in repeat return throw switch where while as Any await false is nil self Self super throws true try'.split(' '));

/** Keywords that a property cannot take even in backquotes. */
const NOT_QUOTED = new Set(['self', 'Self', 'Type', 'Protocol', 'init']);

/** The property's name: camelCase, a keyword in backquotes (`default`). */
export function swiftField(key: string): string {
  const name = camelName(key);
  if (NOT_QUOTED.has(name)) return `${name}_`;
  return KEYWORDS.has(name) ? `\`${name}\`` : name;
}

function swiftType(t: Type): string {
  switch (t.kind) {
    case 'string': return 'String';
    // JSONDecoder reads a Decimal from the digits (38 of them exactly).
    case 'int': return t.range === 'i64' ? 'Int' : t.range === 'u64' ? 'UInt64' : 'Decimal';
    case 'float': return 'Double';
    case 'bool': return 'Bool';
    case 'map': return '[String: JSONValue]';
    case 'array': return `[${refType(t.items, false)}]`;
    case 'object': return t.name;
    default: return 'JSONValue';
  }
}

const refType = (ref: Ref, optional: boolean): string => `${swiftType(ref.type)}${ref.nullable || optional ? '?' : ''}`;

/** Any JSON value: written once after the structs that use it. */
export const JSON_VALUE = `enum JSONValue: Codable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}`;

export function swift(model: Model): string {
  const body: string[] = [];
  if (!model.rootIsDecl) body.push(`typealias ${model.root} = ${refType(model.rootRef, false)}`);
  for (const d of model.decls) {
    const names = new FieldNames();
    const fields = d.fields.map((f) => ({ f, name: names.take(swiftField(f.key)) }));
    const lines = fields.map(({ f, name }) => `    let ${name}: ${refType(f.ref, f.optional)}`);
    if (fields.some(({ f, name }) => name.replace(/`/g, '') !== f.key)) {
      const cases = fields.map(({ f, name }) => `        case ${name}${name.replace(/`/g, '') === f.key ? '' : ` = ${braceEscapes(JSON.stringify(f.key))}`}`);
      lines.push('', '    enum CodingKeys: String, CodingKey {', ...cases, '    }');
    }
    body.push(`struct ${d.name}: Codable {\n${lines.join('\n')}\n}`);
  }
  const code = body.join('\n\n');
  const parts = ['import Foundation', code, /\bJSONValue\b/.test(code) ? JSON_VALUE : ''];
  return parts.filter(Boolean).join('\n\n');
}
