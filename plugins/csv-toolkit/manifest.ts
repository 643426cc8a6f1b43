import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * A CSV file reshaped in one pass: read with any delimiter (detected, or chosen), its columns chosen,
 * ordered and renamed, its rows filtered, deduplicated and sorted (numbers and dates as such, text in
 * the chosen language's order), the table transposed, and written as CSV or TSV (delimiter and quoting
 * chosen), JSON, YAML, XML, SQL INSERT, HTML or Markdown. Rows with the wrong number of fields are
 * listed with the line each starts on. Everything is a declared field: the steps run in a fixed
 * order (filter → columns → duplicates → sort → transpose → output), which the page lists in its
 * how-to. Files of 50 MB and more go to the worker unread (read: 'blob'), are decoded in slices and
 * parsed by papaparse, with progress. Values stay text exactly as in the file (the JSON ↔ CSV converter
 * is the tool that turns them into numbers and nested objects).
 */
export const FORMATS = ['csv', 'tsv', 'jsonObjects', 'jsonArrays', 'yaml', 'xml', 'sql', 'html', 'markdown'] as const;
export const FILTER_OPS = ['none', 'equals', 'notEquals', 'contains', 'notContains', 'greater', 'less', 'empty', 'notEmpty', 'regex'] as const;
/** Languages whose alphabetical order the sort can follow (ä after a in German, before z in Swedish…). */
export const COLLATIONS = ['en', 'es', 'de', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'tr'] as const;

const languageName = (code: string, lang: string): string | null => {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? null;
  } catch {
    return null;
  }
};

export const manifest = defineTool({
  related: ['json-csv-converter', 'markdown-table-generator', 'json-yaml-converter', 'line-tools'],
  produces: 'text',
  fields: {
    text: { kind: 'text', mono: true, rows: 10 },
    file: { kind: 'file', read: 'blob', optional: true, accept: '.csv,.tsv,.tab,.txt,.psv,text/csv,text/tab-separated-values,text/plain' },
    columns: { kind: 'grid', columns: ['column', 'rename'], optional: true, minRows: 2 },
    drop: { kind: 'line', mono: true, default: '' },
    filterOp: { kind: 'select', choices: FILTER_OPS, default: 'none' },
    filterColumn: { kind: 'line', mono: true, default: '', when: { filterOp: ['equals', 'notEquals', 'contains', 'notContains', 'greater', 'less', 'empty', 'notEmpty', 'regex'] } },
    filterValue: { kind: 'line', mono: true, default: '', when: { filterOp: ['equals', 'notEquals', 'contains', 'notContains', 'greater', 'less', 'regex'] } },
    dedupe: { kind: 'select', choices: ['none', 'rows', 'columns'], default: 'none' },
    dedupeColumns: { kind: 'line', mono: true, default: '', when: { dedupe: ['columns'] } },
    sortOrder: { kind: 'select', choices: ['none', 'ascending', 'descending'], default: 'none' },
    sortColumn: { kind: 'line', mono: true, default: '', when: { sortOrder: ['ascending', 'descending'] } },
    collation: {
      kind: 'select',
      choices: COLLATIONS,
      default: 'en',
      pageLanguageDefault: { en: 'en', es: 'es', de: 'de', fr: 'fr' },
      names: languageName,
      when: { sortOrder: ['ascending', 'descending'] },
    },
    format: { kind: 'select', choices: FORMATS, default: 'csv' },
    delimiter: { kind: 'select', choices: ['comma', 'semicolon', 'tab', 'pipe'], default: 'comma', when: { format: ['csv'] } },
    quoting: { kind: 'select', choices: ['minimal', 'all', 'nonNumeric'], default: 'minimal', when: { format: ['csv', 'tsv'] } },
    tableName: { kind: 'line', mono: true, default: 'data', maxLength: 200, when: { format: ['sql'] } },
    sqlDialect: { kind: 'select', choices: ['standard', 'mysql', 'sqlServer'], default: 'standard', when: { format: ['sql'] } },
  },
  options: {
    inputDelimiter: { type: 'string', enum: ['auto', 'comma', 'semicolon', 'tab', 'pipe'], default: 'auto' },
    header: { type: 'boolean', default: true },
    transpose: { type: 'boolean', default: false },
    guardFormulas: { type: 'boolean', default: true },
    emptyAsNull: { type: 'boolean', default: false },
  },
  ui: { inputDelimiter: 'segmented' },
  downloads: ['txt'],
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    {"name": "sortByPrice", "input": {"text": "product;price;added\nCafé crème;2.50;2024-03-05\nCroissant;1.2;2023-11-20\nÉclair;12;2024-01-15\nBaguette;0.95;\n", "sortOrder": "descending", "sortColumn": "price", "collation": "fr", "format": "csv", "delimiter": "comma", "quoting": "minimal"}, "options": {"inputDelimiter": "auto", "header": true}, "output": {"format": "csv", "text": "product,price,added\r\nÉclair,12,2024-01-15\r\nCafé crème,2.50,2024-03-05\r\nCroissant,1.2,2023-11-20\r\nBaguette,0.95,", "delimiter": ";", "encoding": "utf-8", "rowsIn": 4, "rowsOut": 4, "filtered": 0, "duplicates": 0, "columnsIn": 3, "columnsOut": 3, "expectedFields": 3, "raggedCount": 0, "ragged": [], "preview": [["product", "price", "added"], ["Éclair", "12", "2024-01-15"], ["Café crème", "2.50", "2024-03-05"], ["Croissant", "1.2", "2023-11-20"], ["Baguette", "0.95", ""]], "previewHeader": true, "tableRows": 4, "sortedAs": "number", "guarded": 0}},
    {"name": "filterByDate", "input": {"text": "id,name,email,signed_up\n1,Ada,ada@example.com,2024-02-01\n2,Linus,linus@example.org,2023-06-30\n3,Grace,grace@example.com,15.03.2024\n", "columns": [["name", "Name"], ["signed_up", "Signed up"]], "filterOp": "greater", "filterColumn": "signed_up", "filterValue": "2024-01-01", "collation": "en", "format": "jsonObjects"}, "options": {"inputDelimiter": "auto", "header": true}, "output": {"format": "jsonObjects", "text": "[\n  {\"Name\": \"Ada\", \"Signed up\": \"2024-02-01\"},\n  {\"Name\": \"Grace\", \"Signed up\": \"15.03.2024\"}\n]", "delimiter": ",", "encoding": "utf-8", "rowsIn": 3, "rowsOut": 2, "filtered": 1, "duplicates": 0, "columnsIn": 4, "columnsOut": 2, "expectedFields": 4, "raggedCount": 0, "ragged": [], "preview": [["Name", "Signed up"], ["Ada", "2024-02-01"], ["Grace", "15.03.2024"]], "previewHeader": true, "tableRows": 2, "guarded": 0}},
    {"name": "removeDuplicates", "input": {"text": "email,name,city\nada@example.com,Ada,London\nlinus@example.org,Linus,Helsinki\nada@example.com,Ada L.,Paris\n", "dedupe": "columns", "dedupeColumns": "email", "collation": "en", "format": "markdown"}, "options": {"inputDelimiter": "auto", "header": true}, "output": {"format": "markdown", "text": "| email             | name  | city     |\n| ----------------- | ----- | -------- |\n| ada@example.com   | Ada   | London   |\n| linus@example.org | Linus | Helsinki |", "delimiter": ",", "encoding": "utf-8", "rowsIn": 3, "rowsOut": 2, "filtered": 0, "duplicates": 1, "columnsIn": 3, "columnsOut": 3, "expectedFields": 3, "raggedCount": 0, "ragged": [], "preview": [["email", "name", "city"], ["ada@example.com", "Ada", "London"], ["linus@example.org", "Linus", "Helsinki"]], "previewHeader": true, "tableRows": 2, "guarded": 0}},
    {"name": "sqlInsert", "input": {"text": "name\tnote\nO'Brien\tSays \"hi\"\nZoë\t\n", "drop": "", "collation": "en", "format": "sql", "tableName": "public.customers", "sqlDialect": "standard"}, "options": {"inputDelimiter": "auto", "header": true, "emptyAsNull": true}, "output": {"format": "sql", "text": "INSERT INTO \"public\".\"customers\" (\"name\", \"note\") VALUES\n  ('O''Brien', 'Says \"hi\"'),\n  ('Zoë', NULL);", "delimiter": "\t", "encoding": "utf-8", "rowsIn": 2, "rowsOut": 2, "filtered": 0, "duplicates": 0, "columnsIn": 2, "columnsOut": 2, "expectedFields": 2, "raggedCount": 0, "ragged": [], "preview": [["name", "note"], ["O'Brien", "Says \"hi\""], ["Zoë", ""]], "previewHeader": true, "tableRows": 2, "guarded": 0}},
    {"name": "raggedRows", "input": {"text": "id,name,role\n1,Ada,admin\n2,Linus\n3,\"Grace\nHopper\",dev,extra\n4,Alan,dev\n", "collation": "en", "format": "csv", "delimiter": "semicolon", "quoting": "nonNumeric"}, "options": {"inputDelimiter": "comma", "header": true}, "output": {"format": "csv", "text": "\"id\";\"name\";\"role\";4\r\n1;\"Ada\";\"admin\";\"\"\r\n2;\"Linus\";\"\";\"\"\r\n3;\"Grace\nHopper\";\"dev\";\"extra\"\r\n4;\"Alan\";\"dev\";\"\"", "delimiter": ",", "encoding": "utf-8", "rowsIn": 4, "rowsOut": 4, "filtered": 0, "duplicates": 0, "columnsIn": 4, "columnsOut": 4, "expectedFields": 3, "raggedCount": 2, "ragged": [{"line": 3, "fields": 2}, {"line": 4, "fields": 4}], "preview": [["id", "name", "role", "4"], ["1", "Ada", "admin", ""], ["2", "Linus", "", ""], ["3", "Grace\nHopper", "dev", "extra"], ["4", "Alan", "dev", ""]], "previewHeader": true, "tableRows": 4, "guarded": 0}},
    {"name": "transposeToHtml", "input": {"text": "metric,Q1,Q2\nVisits,1200,1350\nSign-ups,<b>45</b>,52\n", "collation": "en", "format": "html"}, "options": {"inputDelimiter": "auto", "header": true, "transpose": true}, "output": {"format": "html", "text": "<table>\n  <thead>\n    <tr><th>metric</th><th>Visits</th><th>Sign-ups</th></tr>\n  </thead>\n  <tbody>\n    <tr><td>Q1</td><td>1200</td><td>&lt;b&gt;45&lt;/b&gt;</td></tr>\n    <tr><td>Q2</td><td>1350</td><td>52</td></tr>\n  </tbody>\n</table>", "delimiter": ",", "encoding": "utf-8", "rowsIn": 2, "rowsOut": 2, "filtered": 0, "duplicates": 0, "columnsIn": 3, "columnsOut": 3, "expectedFields": 3, "raggedCount": 0, "ragged": [], "preview": [["metric", "Visits", "Sign-ups"], ["Q1", "1200", "<b>45</b>"], ["Q2", "1350", "52"]], "previewHeader": true, "tableRows": 2, "guarded": 0}},
    {"name": "fileToXml", "input": {"file": {"name": "orders.csv", "type": "text/csv", "base64": "77u/b3JkZXIgaWR8dG90YWx8Y3VzdG9tZXINCjEwMDF8MTkuOTB8TcO8bGxlciAmIFPDtmhuZQ0KMTAwMnw1fCJBICIicXVvdGVkIiIgbmFtZSINCg=="}, "collation": "en", "format": "xml"}, "options": {"inputDelimiter": "auto", "header": true}, "output": {"format": "xml", "text": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rows>\n  <row>\n    <order_id>1001</order_id>\n    <total>19.90</total>\n    <customer>Müller &amp; Söhne</customer>\n  </row>\n  <row>\n    <order_id>1002</order_id>\n    <total>5</total>\n    <customer>A &quot;quoted&quot; name</customer>\n  </row>\n</rows>", "delimiter": "|", "encoding": "utf-8", "rowsIn": 2, "rowsOut": 2, "filtered": 0, "duplicates": 0, "columnsIn": 3, "columnsOut": 3, "expectedFields": 3, "raggedCount": 0, "ragged": [], "preview": [["order id", "total", "customer"], ["1001", "19.90", "Müller & Söhne"], ["1002", "5", "A \"quoted\" name"]], "previewHeader": true, "tableRows": 2, "guarded": 0}},
    {"name": "formulaGuard", "input": {"text": "name,comment\nEve,\"=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\"\nBob,-5\n@Carol,+1 555 0100\n", "collation": "en", "format": "tsv", "quoting": "minimal"}, "options": {"inputDelimiter": "auto", "header": true, "guardFormulas": true}, "output": {"format": "tsv", "text": "name\tcomment\nEve\t\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\"\nBob\t-5\n'@Carol\t'+1 555 0100", "delimiter": ",", "encoding": "utf-8", "rowsIn": 3, "rowsOut": 3, "filtered": 0, "duplicates": 0, "columnsIn": 2, "columnsOut": 2, "expectedFields": 2, "raggedCount": 0, "ragged": [], "preview": [["name", "comment"], ["Eve", "=HYPERLINK(\"http://evil.example\",\"click\")"], ["Bob", "-5"], ["@Carol", "+1 555 0100"]], "previewHeader": true, "tableRows": 3, "guarded": 3}},
    {
      // A misspelt column: said at its field, with the name as typed.
      name: 'unknownColumn',
      input: { text: 'id,name\n2,Linus\n1,Ada\n', sortOrder: 'ascending', sortColumn: 'nmae', collation: 'en', format: 'csv' },
      options: { inputDelimiter: 'auto', header: true },
      output: toolError('unknownColumn', { column: 'nmae', field: 'sortColumn' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
