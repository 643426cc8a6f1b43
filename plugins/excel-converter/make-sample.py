#!/usr/bin/env python3
"""Writes the tool's sample workbook, sample.ts (Base64), as Excel writes its parts: shared strings, a
style table with a built-in and a custom date format, a formula with its cached value, a merged range, a
number with 17 significant digits, an error, booleans, a multi-line text, and an empty row and column.
Every value is written by hand here, so the tests' expected answers are these, not the reader's.
Run: python3 plugins/excel-converter/make-sample.py (the standard library only). openpyxl, when
installed, reads it back as a second implementation (see the end of this file)."""
import base64, io, os, zipfile

HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
PKG = 'http://schemas.openxmlformats.org/package/2006/relationships'

strings = ['Date', 'Item', 'Price', 'Qty', 'Total', 'Paid', 'Café crème', '=1+1 is text', 'Thé vert', 'Note', 'Value', 'Line one\nline two']
sst = ''.join(f'<si><t xml:space="preserve">{s.replace("&", "&amp;").replace("<", "&lt;")}</t></si>' for s in strings)
S = {s: i for i, s in enumerate(strings)}

def s(ref, text):
    return f'<c r="{ref}" t="s"><v>{S[text]}</v></c>'

sales = (
    '<row r="1">' + ''.join(s(f'{c}1', t) for c, t in zip('ABCDEF', ['Date', 'Item', 'Price', 'Qty', 'Total', 'Paid'])) + '</row>'
    # 2024-03-15 (serial 45366) in built-in format 14; pi to 17 digits; a formula with its cached value; TRUE.
    '<row r="2"><c r="A2" s="1"><v>45366</v></c>' + s('B2', 'Café crème') +
    '<c r="C2"><v>3.1415926535897931</v></c><c r="D2"><v>2</v></c>'
    '<c r="E2"><f>C2*D2</f><v>6.2831853071795862</v></c><c r="F2" t="b"><v>1</v></c></row>'
    # 2024-02-29 08:30 (45351.354166666664) in a custom format; text that looks like a formula; 0.1; FALSE.
    '<row r="3"><c r="A3" s="2"><v>45351.354166666664</v></c>' + s('B3', '=1+1 is text') +
    '<c r="C3"><v>0.1</v></c><c r="D3"><v>10</v></c>'
    '<c r="E3"><f>C3*D3</f><v>1</v></c><c r="F3" t="b"><v>0</v></c></row>'
    # A4:D4 merged, holding an inline string; a sum.
    '<row r="4"><c r="A4" t="inlineStr"><is><t>Total</t></is></c><c r="B4" s="3"/><c r="C4" s="3"/><c r="D4" s="3"/>'
    '<c r="E4"><f>SUM(E2:E3)</f><v>7.2831853071795862</v></c></row>'
)
notes = (
    '<row r="1">' + s('A1', 'Note') + s('B1', 'Value') + '</row>'
    '<row r="2">' + s('A2', 'Line one\nline two') + '<c r="B2" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>'
    # Row 3 and column C stay empty; 08:30 alone as a time of day in D4.
    '<row r="4">' + s('A4', 'Thé vert') + '<c r="B4"><v>-1250.5</v></c><c r="D4" s="4"><v>0.35416666666666669</v></c></row>'
)

def sheet(data, merges=''):
    return f'{HEAD}<worksheet xmlns="{MAIN}" xmlns:r="{REL}"><sheetData>{data}</sheetData>{merges}</worksheet>'

parts = {
    '[Content_Types].xml': f'{HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    '_rels/.rels': f'{HEAD}<Relationships xmlns="{PKG}"><Relationship Id="rId1" Type="{REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml': f'{HEAD}<workbook xmlns="{MAIN}" xmlns:r="{REL}"><workbookPr/><sheets>'
    '<sheet name="Sales" sheetId="1" r:id="rId1"/><sheet name="Notes" sheetId="2" r:id="rId2"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': f'{HEAD}<Relationships xmlns="{PKG}">'
    f'<Relationship Id="rId1" Type="{REL}/worksheet" Target="worksheets/sheet1.xml"/>'
    f'<Relationship Id="rId2" Type="{REL}/worksheet" Target="worksheets/sheet2.xml"/>'
    f'<Relationship Id="rId3" Type="{REL}/sharedStrings" Target="sharedStrings.xml"/>'
    f'<Relationship Id="rId4" Type="{REL}/styles" Target="styles.xml"/></Relationships>',
    'xl/sharedStrings.xml': f'{HEAD}<sst xmlns="{MAIN}" count="{len(strings)}" uniqueCount="{len(strings)}">{sst}</sst>',
    'xl/styles.xml': f'{HEAD}<styleSheet xmlns="{MAIN}">'
    '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm"/></numFmts>'
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>'
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
    '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    '<xf numFmtId="20" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>',
    'xl/worksheets/sheet1.xml': sheet(sales, '<mergeCells count="1"><mergeCell ref="A4:D4"/></mergeCells>'),
    'xl/worksheets/sheet2.xml': sheet(notes),
}

buffer = io.BytesIO()
with zipfile.ZipFile(buffer, 'w', zipfile.ZIP_DEFLATED) as z:
    for name, text in parts.items():
        info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, text.encode('utf-8'))
data = buffer.getvalue()
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, 'sample.ts'), 'w') as out:
    out.write('// Written by make-sample.py: a two-sheet workbook (dates, a formula with its cached value, a merged range, an error).\n')
    out.write(f"export const SAMPLE_XLSX = '{base64.b64encode(data).decode()}';\n")
print(len(data), 'bytes')

try:
    import openpyxl
except ImportError:
    raise SystemExit
book = openpyxl.load_workbook(io.BytesIO(data), data_only=True)
for ws in book.worksheets:
    print(ws.title, ws.merged_cells.ranges, [[c.value for c in row] for row in ws.iter_rows()])
