/**
 * The XLSX package itself, written in one pass: each sheet's XML is built as
 * an array of parts joined once (linear in the number of cells), text goes to
 * one shared-strings table (a Map, so a repeated value is stored once), and
 * the parts are zipped with fflate's synchronous zip. No workers are started
 * here: `export-table.ts` runs this in its own worker (from the console's
 * own address, which the page's script policy allows) or, failing that, on
 * the page.
 *
 * What a reader gets back is what the console's earlier writer gave: text
 * cells as text (never run as a formula), numbers as numbers, yes/no as
 * booleans, the header row in bold, an empty text cell left empty.
 */
import { strToU8, zipSync } from 'fflate';

export type XlsxCell = string | number | boolean;
export type XlsxSheet = { name: string; headers: readonly string[]; rows: readonly (readonly XlsxCell[])[] };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters XML 1.0 cannot hold (control characters, lone surrogates, U+FFFE/U+FFFF): left out. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text for an XML element or attribute: escaped, characters XML cannot hold left out. */
export function xmlText(s: string): string {
  if (!NEEDS_WORK.test(s)) return s;
  return s.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** "A", "Z", "AA", … for a zero-based column. */
export function columnName(i: number): string {
  let n = i + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function sheetXml(sheet: XlsxSheet, shared: (s: string) => number): string {
  const parts: string[] = [`${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>`];
  let width = sheet.headers.length;
  for (const r of sheet.rows) if (r.length > width) width = r.length;
  const cols = Array.from({ length: width }, (_, i) => columnName(i));
  const row = (cells: readonly XlsxCell[], r: number, style: string) => {
    parts.push(`<row r="${r}">`);
    for (let c = 0; c < cells.length; c += 1) {
      const v = cells[c];
      const ref = `${cols[c]}${r}`;
      if (typeof v === 'number') {
        if (Number.isFinite(v)) parts.push(`<c r="${ref}"${style}><v>${v}</v></c>`);
        else parts.push(`<c r="${ref}"${style} t="s"><v>${shared(String(v))}</v></c>`);
      } else if (typeof v === 'boolean') parts.push(`<c r="${ref}"${style} t="b"><v>${v ? 1 : 0}</v></c>`);
      else if (v !== '' && v !== undefined && v !== null) parts.push(`<c r="${ref}"${style} t="s"><v>${shared(String(v))}</v></c>`);
    }
    parts.push('</row>');
  };
  row(sheet.headers, 1, ' s="1"');
  for (let i = 0; i < sheet.rows.length; i += 1) row(sheet.rows[i], i + 2, '');
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="11"/><family val="2"/><scheme val="minor"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The files of the package, by path (XML text). Sheet names are used as given (see `sheetName`). */
export function xlsxParts(sheets: readonly XlsxSheet[]): Record<string, string> {
  const ids = new Map<string, number>();
  const strings: string[] = [];
  let count = 0;
  const shared = (s: string) => {
    count += 1;
    let id = ids.get(s);
    if (id === undefined) {
      id = strings.length;
      ids.set(s, id);
      strings.push(s);
    }
    return id;
  };
  const files: Record<string, string> = {};
  sheets.forEach((s, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(s, shared)));
  const sst: string[] = [`${HEAD}<sst xmlns="${MAIN}" count="${count}" uniqueCount="${strings.length}">`];
  for (const s of strings) sst.push(`<si><t xml:space="preserve">${xmlText(s)}</t></si>`);
  sst.push('</sst>');
  files['xl/sharedStrings.xml'] = sst.join('');
  files['xl/styles.xml'] = STYLES;
  files['xl/workbook.xml'] =
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` + sheets.map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') + '</sheets></workbook>';
  const n = sheets.length;
  files['xl/_rels/workbook.xml.rels'] =
    `${HEAD}<Relationships xmlns="${PKG_REL}">` +
    sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
    `<Relationship Id="rId${n + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${n + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
    '</Relationships>';
  files['_rels/.rels'] = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  files['[Content_Types].xml'] =
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '</Types>';
  return files;
}

/** The XLSX file's bytes. */
export function xlsxBytes(sheets: readonly XlsxSheet[]): Uint8Array {
  const parts = xlsxParts(sheets);
  const entries: Record<string, Uint8Array> = {};
  // The package's parts in the order spreadsheet programs expect ([Content_Types].xml first).
  for (const path of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/sharedStrings.xml']) entries[path] = strToU8(parts[path]);
  for (const [path, xml] of Object.entries(parts)) if (!(path in entries)) entries[path] = strToU8(xml);
  // A fixed time stamp: the same tables give the same file.
  return zipSync(entries, { level: 3, mtime: new Date(Date.UTC(2000, 0, 1)) });
}
