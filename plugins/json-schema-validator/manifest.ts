import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['json-formatter', 'json-to-typescript', 'json-yaml-converter'],
  fields: {
    data: { kind: 'text', mono: true },
    schema: { kind: 'text', mono: true },
  },
  options: {
    draft: { type: 'string', enum: ['auto', '2020-12', '2019-09', '7', '4'], default: 'auto' },
  },
  ui: { draft: 'select' },
  downloads: ['csv', 'json'],
  worker: true,
  examples: [
    {
      name: 'invalid',
      input: {
        data: '{"name":"A","age":-3,"email":"ada@","tags":["x","x"],"role":"owner","nick":"ada"}',
        schema: '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","required":["name","age","id"],"properties":{"id":{"type":"integer"},"name":{"type":"string","minLength":2},"age":{"type":"integer","minimum":0},"email":{"type":"string","format":"email"},"tags":{"type":"array","uniqueItems":true},"role":{"enum":["admin","editor"]}},"additionalProperties":false}',
      },
      output: {"valid": false, "draft": "2020-12", "draftFrom": "schema", "issues": [{"pointer": "", "schemaPath": "#/required", "rule": "required", "params": {"property": "id"}}, {"pointer": "/name", "schemaPath": "#/properties/name/minLength", "rule": "minLength", "params": {"count": 1, "limit": 2}}, {"pointer": "/age", "schemaPath": "#/properties/age/minimum", "rule": "minimum", "params": {"value": -3, "limit": 0}}, {"pointer": "/email", "schemaPath": "#/properties/email/format", "rule": "format", "params": {"format": "email"}}, {"pointer": "/tags", "schemaPath": "#/properties/tags/uniqueItems", "rule": "uniqueItems", "params": {"first": 0, "second": 1}}, {"pointer": "/role", "schemaPath": "#/properties/role/enum", "rule": "enum", "params": {"values": "\"admin\", \"editor\""}}, {"pointer": "", "schemaPath": "#/additionalProperties", "rule": "additionalProperties", "params": {"property": "nick"}}]},
    },
    {
      name: 'valid',
      input: {
        data: '[{"sku":"A-1","price":9.5},{"sku":"B-2","price":12}]',
        schema: '{"type":"array","items":{"type":"object","required":["sku","price"],"properties":{"sku":{"type":"string","pattern":"^[A-Z]-\\\\d+$"},"price":{"type":"number","exclusiveMinimum":0}}}}',
      },
      output: {"valid": true, "draft": "2020-12", "draftFrom": "default", "issues": []},
    },
    {
      name: 'draft7',
      input: {
        data: '{"start":"2024-02-30","port":70000,"host":"-bad-"}',
        schema: '{"$schema":"http://json-schema.org/draft-07/schema#","definitions":{"port":{"type":"integer","maximum":65535}},"properties":{"start":{"format":"date"},"port":{"$ref":"#/definitions/port"},"host":{"format":"hostname"}}}',
      },
      options: { draft: 'auto' },
      output: {"valid": false, "draft": "7", "draftFrom": "schema", "issues": [{"pointer": "/start", "schemaPath": "#/properties/start/format", "rule": "format", "params": {"format": "date"}}, {"pointer": "/port", "schemaPath": "#/properties/port/$ref/maximum", "rule": "maximum", "params": {"value": 70000, "limit": 65535}}, {"pointer": "/host", "schemaPath": "#/properties/host/format", "rule": "format", "params": {"format": "hostname"}}]},
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
