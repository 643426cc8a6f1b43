import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['json-formatter', 'json-schema-validator', 'javascript-minifier-beautifier', 'json-yaml-converter'],
  fields: { text: { kind: 'text', mono: true } },
  options: {
    output: { type: 'string', enum: ['typescript', 'zod', 'jsonSchema', 'go', 'rust', 'python', 'java', 'csharp', 'kotlin', 'swift'], default: 'typescript' },
    declaration: { type: 'string', enum: ['interface', 'type'], default: 'interface' },
    python: { type: 'string', enum: ['dataclass', 'pydantic'], default: 'dataclass' },
    rootName: { type: 'string', maxLength: 60, default: 'Root' },
  },
  ui: { output: 'tabs', declaration: 'segmented', python: 'segmented', rootName: 'text' },
  optionTabs: { declaration: ['typescript'], python: ['python'] },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'user',
      input: { text: '{"id":1,"name":"Ada Lovelace","email":null,"tags":["math","poetry"],"address":{"city":"London","zip":"W1"}}' },
      options: { output: 'typescript', declaration: 'interface', rootName: 'User' },
      output: "export interface User {\n  id: number;\n  name: string;\n  email: null;\n  tags: string[];\n  address: Address;\n}\n\nexport interface Address {\n  city: string;\n  zip: string;\n}",
    },
    {
      name: 'optional',
      input: { text: '[{"id":1,"title":"Buy milk","done":false},{"id":2,"title":"Call Bob","done":true,"due-date":"2025-06-01"}]' },
      options: { output: 'typescript', declaration: 'type', rootName: 'Tasks' },
      output: "export type Tasks = Task[];\n\nexport type Task = {\n  id: number;\n  title: string;\n  done: boolean;\n  \"due-date\"?: string;\n};",
    },
    {
      name: 'zod',
      input: { text: '{"product":"Tea","price":4.5,"sizes":["S","M"],"stock":[{"store":"Paris","count":3},{"store":"Oslo","count":null}]}' },
      options: { output: 'zod', rootName: 'Product' },
      output: "import { z } from 'zod';\n\nexport const StockItemSchema = z.object({\n  store: z.string(),\n  count: z.number().nullable(),\n});\nexport type StockItem = z.infer<typeof StockItemSchema>;\n\nexport const ProductSchema = z.object({\n  product: z.string(),\n  price: z.number(),\n  sizes: z.array(z.string()),\n  stock: z.array(StockItemSchema),\n});\nexport type Product = z.infer<typeof ProductSchema>;",
    },
    {
      name: 'jsonSchema',
      input: { text: '{"name":"Ada","age":36,"children":[{"name":"Byron","age":0.5},{"name":"Anne"}]}' },
      options: { output: 'jsonSchema', rootName: 'Person' },
      output: "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"title\": \"Person\",\n  \"$ref\": \"#/$defs/Person\",\n  \"$defs\": {\n    \"Person\": {\n      \"type\": \"object\",\n      \"properties\": {\n        \"name\": {\n          \"type\": \"string\"\n        },\n        \"age\": {\n          \"type\": \"integer\"\n        },\n        \"children\": {\n          \"type\": \"array\",\n          \"items\": {\n            \"$ref\": \"#/$defs/Child\"\n          }\n        }\n      },\n      \"required\": [\n        \"name\",\n        \"age\",\n        \"children\"\n      ]\n    },\n    \"Child\": {\n      \"type\": \"object\",\n      \"properties\": {\n        \"name\": {\n          \"type\": \"string\"\n        },\n        \"age\": {\n          \"type\": \"number\"\n        }\n      },\n      \"required\": [\n        \"name\"\n      ]\n    }\n  }\n}",
    },
    {
      // "integer" only for a value that is whole as written: 1.0000000000000000001 is a number, though a double rounds it to 1.
      name: 'exactNumbers',
      input: { text: '{"id":12345678901234567890,"amount":0.1000000000000000000001,"exchangeRate":1.0000000000000000001,"items":3}' },
      options: { output: 'jsonSchema', rootName: 'Payment' },
      output: "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"title\": \"Payment\",\n  \"$ref\": \"#/$defs/Payment\",\n  \"$defs\": {\n    \"Payment\": {\n      \"type\": \"object\",\n      \"properties\": {\n        \"id\": {\n          \"type\": \"integer\"\n        },\n        \"amount\": {\n          \"type\": \"number\"\n        },\n        \"exchangeRate\": {\n          \"type\": \"number\"\n        },\n        \"items\": {\n          \"type\": \"integer\"\n        }\n      },\n      \"required\": [\n        \"id\",\n        \"amount\",\n        \"exchangeRate\",\n        \"items\"\n      ]\n    }\n  }\n}",
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
