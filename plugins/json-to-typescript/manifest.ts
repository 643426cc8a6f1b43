import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** One sample for every language's example: a renamed key, a nested object, an array of objects where one key is null in one and another missing. */
const SAMPLE = '{"id":42,"name":"Ada Lovelace","is-admin":true,"score":9.5,"tags":["math"],"address":{"city":"London","zip_code":"W1"},"orders":[{"sku":"A1","qty":2,"note":null},{"sku":"B2","qty":1,"note":"Gift wrap","gift":true}]}';

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
    {
      name: 'go',
      input: { text: SAMPLE },
      options: { output: 'go', rootName: 'User' },
      output: "type User struct {\n\tID      int64    `json:\"id\"`\n\tName    string   `json:\"name\"`\n\tIsAdmin bool     `json:\"is-admin\"`\n\tScore   float64  `json:\"score\"`\n\tTags    []string `json:\"tags\"`\n\tAddress Address  `json:\"address\"`\n\tOrders  []Order  `json:\"orders\"`\n}\n\ntype Address struct {\n\tCity    string `json:\"city\"`\n\tZipCode string `json:\"zip_code\"`\n}\n\ntype Order struct {\n\tSku  string  `json:\"sku\"`\n\tQty  int64   `json:\"qty\"`\n\tNote *string `json:\"note\"`\n\tGift *bool   `json:\"gift,omitempty\"`\n}",
    },
    {
      name: 'rust',
      input: { text: SAMPLE },
      options: { output: 'rust', rootName: 'User' },
      output: "use serde::{Deserialize, Serialize};\n\n#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct User {\n    pub id: i64,\n    pub name: String,\n    #[serde(rename = \"is-admin\")]\n    pub is_admin: bool,\n    pub score: f64,\n    pub tags: Vec<String>,\n    pub address: Address,\n    pub orders: Vec<Order>,\n}\n\n#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct Address {\n    pub city: String,\n    pub zip_code: String,\n}\n\n#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct Order {\n    pub sku: String,\n    pub qty: i64,\n    pub note: Option<String>,\n    #[serde(default, skip_serializing_if = \"Option::is_none\")]\n    pub gift: Option<bool>,\n}",
    },
    {
      name: 'python',
      input: { text: SAMPLE },
      options: { output: 'python', python: 'dataclass', rootName: 'User' },
      output: "from dataclasses import dataclass\nfrom typing import Any, Optional\n\n\n@dataclass\nclass Address:\n    city: str\n    zip_code: str\n\n    @classmethod\n    def from_dict(cls, data: dict[str, Any]) -> \"Address\":\n        return cls(\n            city=data[\"city\"],\n            zip_code=data[\"zip_code\"],\n        )\n\n\n@dataclass\nclass Order:\n    sku: str\n    qty: int\n    note: Optional[str]\n    gift: Optional[bool] = None\n\n    @classmethod\n    def from_dict(cls, data: dict[str, Any]) -> \"Order\":\n        return cls(\n            sku=data[\"sku\"],\n            qty=data[\"qty\"],\n            note=data[\"note\"],\n            gift=data.get(\"gift\"),\n        )\n\n\n@dataclass\nclass User:\n    id: int\n    name: str\n    is_admin: bool\n    score: float\n    tags: list[str]\n    address: Address\n    orders: list[Order]\n\n    @classmethod\n    def from_dict(cls, data: dict[str, Any]) -> \"User\":\n        return cls(\n            id=data[\"id\"],\n            name=data[\"name\"],\n            is_admin=data[\"is-admin\"],\n            score=data[\"score\"],\n            tags=data[\"tags\"],\n            address=Address.from_dict(data[\"address\"]),\n            orders=[Order.from_dict(item) for item in data[\"orders\"]],\n        )",
    },
    {
      name: 'pydantic',
      input: { text: SAMPLE },
      options: { output: 'python', python: 'pydantic', rootName: 'User' },
      output: "from typing import Optional\nfrom pydantic import BaseModel, Field\n\n\nclass Address(BaseModel):\n    city: str\n    zip_code: str\n\n\nclass Order(BaseModel):\n    sku: str\n    qty: int\n    note: Optional[str]\n    gift: Optional[bool] = None\n\n\nclass User(BaseModel):\n    id: int\n    name: str\n    is_admin: bool = Field(alias=\"is-admin\")\n    score: float\n    tags: list[str]\n    address: Address\n    orders: list[Order]",
    },
    {
      name: 'java',
      input: { text: SAMPLE },
      options: { output: 'java', rootName: 'User' },
      output: "import com.fasterxml.jackson.annotation.JsonProperty;\nimport java.util.List;\n\npublic record User(\n    long id,\n    String name,\n    @JsonProperty(\"is-admin\") boolean isAdmin,\n    double score,\n    List<String> tags,\n    Address address,\n    List<Order> orders\n) {}\n\nrecord Address(\n    String city,\n    @JsonProperty(\"zip_code\") String zipCode\n) {}\n\nrecord Order(\n    String sku,\n    long qty,\n    String note,\n    Boolean gift\n) {}",
    },
    {
      name: 'csharp',
      input: { text: SAMPLE },
      options: { output: 'csharp', rootName: 'User' },
      output: "using System.Collections.Generic;\nusing System.Text.Json.Serialization;\n\npublic record User\n{\n    [JsonPropertyName(\"id\")]\n    public required long Id { get; init; }\n\n    [JsonPropertyName(\"name\")]\n    public required string Name { get; init; }\n\n    [JsonPropertyName(\"is-admin\")]\n    public required bool IsAdmin { get; init; }\n\n    [JsonPropertyName(\"score\")]\n    public required double Score { get; init; }\n\n    [JsonPropertyName(\"tags\")]\n    public required List<string> Tags { get; init; }\n\n    [JsonPropertyName(\"address\")]\n    public required Address Address { get; init; }\n\n    [JsonPropertyName(\"orders\")]\n    public required List<Order> Orders { get; init; }\n}\n\npublic record Address\n{\n    [JsonPropertyName(\"city\")]\n    public required string City { get; init; }\n\n    [JsonPropertyName(\"zip_code\")]\n    public required string ZipCode { get; init; }\n}\n\npublic record Order\n{\n    [JsonPropertyName(\"sku\")]\n    public required string Sku { get; init; }\n\n    [JsonPropertyName(\"qty\")]\n    public required long Qty { get; init; }\n\n    [JsonPropertyName(\"note\")]\n    public required string? Note { get; init; }\n\n    [JsonPropertyName(\"gift\")]\n    public bool? Gift { get; init; }\n}",
    },
    {
      name: 'kotlin',
      input: { text: SAMPLE },
      options: { output: 'kotlin', rootName: 'User' },
      output: "import kotlinx.serialization.SerialName\nimport kotlinx.serialization.Serializable\n\n@Serializable\ndata class User(\n    val id: Long,\n    val name: String,\n    @SerialName(\"is-admin\") val isAdmin: Boolean,\n    val score: Double,\n    val tags: List<String>,\n    val address: Address,\n    val orders: List<Order>,\n)\n\n@Serializable\ndata class Address(\n    val city: String,\n    @SerialName(\"zip_code\") val zipCode: String,\n)\n\n@Serializable\ndata class Order(\n    val sku: String,\n    val qty: Long,\n    val note: String?,\n    val gift: Boolean? = null,\n)",
    },
    {
      name: 'swift',
      input: { text: SAMPLE },
      options: { output: 'swift', rootName: 'User' },
      output: "import Foundation\n\nstruct User: Codable {\n    let id: Int\n    let name: String\n    let isAdmin: Bool\n    let score: Double\n    let tags: [String]\n    let address: Address\n    let orders: [Order]\n\n    enum CodingKeys: String, CodingKey {\n        case id\n        case name\n        case isAdmin = \"is-admin\"\n        case score\n        case tags\n        case address\n        case orders\n    }\n}\n\nstruct Address: Codable {\n    let city: String\n    let zipCode: String\n\n    enum CodingKeys: String, CodingKey {\n        case city\n        case zipCode = \"zip_code\"\n    }\n}\n\nstruct Order: Codable {\n    let sku: String\n    let qty: Int\n    let note: String?\n    let gift: Bool?\n}",
    },

  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
