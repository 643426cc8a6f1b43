import { defineTool, jsonNumber, type InputOf, type OptionsOf } from '@sdk/core';

const STORE =
  '{"store":{"book":[{"category":"reference","author":"Nigel Rees","title":"Sayings of the Century","price":8.95},{"category":"fiction","author":"Evelyn Waugh","title":"Sword of Honour","price":12.99},{"category":"fiction","author":"Herman Melville","title":"Moby Dick","isbn":"0-553-21311-3","price":8.99}],"bicycle":{"color":"red","price":399}}}';

export const manifest = defineTool({
  related: ['json-formatter', 'json-diff', 'json-schema-validator', 'json-csv-converter'],
  fields: {
    query: { kind: 'line', mono: true, wide: true },
    text: { kind: 'text', mono: true },
  },
  downloads: ['json', 'csv'],
  worker: true,
  examples: [
    { name: 'filter', input: { query: '$.store.book[?@.price < 10].title', text: STORE }, output: {"matches": [{"path": "$['store']['book'][0]['title']", "pointer": "/store/book/0/title", "value": "Sayings of the Century"}, {"path": "$['store']['book'][2]['title']", "pointer": "/store/book/2/title", "value": "Moby Dick"}]} },
    { name: 'descendants', input: { query: '$..price', text: STORE }, output: {"matches": [{"path": "$['store']['book'][0]['price']", "pointer": "/store/book/0/price", "value": 8.95}, {"path": "$['store']['book'][1]['price']", "pointer": "/store/book/1/price", "value": 12.99}, {"path": "$['store']['book'][2]['price']", "pointer": "/store/book/2/price", "value": 8.99}, {"path": "$['store']['bicycle']['price']", "pointer": "/store/bicycle/price", "value": 399}]} },
    { name: 'functions', input: { query: "$..book[?match(@.author, '.* R.*') || length(@.isbn) > 0]['title','price']", text: STORE }, output: {"matches": [{"path": "$['store']['book'][0]['title']", "pointer": "/store/book/0/title", "value": "Sayings of the Century"}, {"path": "$['store']['book'][0]['price']", "pointer": "/store/book/0/price", "value": 8.95}, {"path": "$['store']['book'][2]['title']", "pointer": "/store/book/2/title", "value": "Moby Dick"}, {"path": "$['store']['book'][2]['price']", "pointer": "/store/book/2/price", "value": 8.99}]} },
    { name: 'slice', input: { query: '$.store.book[-2:]', text: STORE }, output: {"matches": [{"path": "$['store']['book'][1]", "pointer": "/store/book/1", "value": {"category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99}}, {"path": "$['store']['book'][2]", "pointer": "/store/book/2", "value": {"category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99}}]} },
    {
      // Ids beyond 2^53 and a 22-digit decimal, selected by a filter and shown as written.
      name: 'bigNumbers',
      input: { query: '$.orders[?@.total < 100]', text: '{"orders":[{"id":12345678901234567890,"total":250.10},{"id":12345678901234567891,"total":0.1000000000000000000001}]}' },
      output: { matches: [{ path: "$['orders'][1]", pointer: '/orders/1', value: { id: jsonNumber('12345678901234567891'), total: jsonNumber('0.1000000000000000000001') } }] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
