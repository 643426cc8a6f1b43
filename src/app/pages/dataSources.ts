/**
 * The data the site ships or fetches that is not code: where it comes from, under which terms, and the
 * attribution its terms ask for (written as its publisher words it, in every language). What each is used
 * for is in the info texts (licences.sources.<id>), in each language. Add a source here when a tool starts
 * using one; the packages that carry them are listed with the software as well.
 */
export interface DataSource {
  readonly id: string;
  /** The publisher's own name for it (not translated). */
  readonly name: string;
  readonly url: string;
  readonly terms: { readonly name: string; readonly url: string };
  /** The credit line the terms ask for, verbatim. */
  readonly attribution?: string;
  /** The file of this repository it is kept in, when it is copied rather than installed (VENDORED in scripts/licences.ts). */
  readonly vendored?: string;
}

const CC_BY_4 = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };
const UNICODE = { name: 'Unicode License v3', url: 'https://www.unicode.org/license.txt' };
const IANA_TERMS = { name: 'CC0 1.0 (IANA)', url: 'https://www.iana.org/help/licensing-terms' };

export const DATA_SOURCES: readonly DataSource[] = [
  { id: 'dbip', name: 'DB-IP IP to City Lite', url: 'https://db-ip.com/db/download/ip-to-city-lite', terms: CC_BY_4, attribution: 'IP Geolocation by DB-IP (https://db-ip.com)' },
  {
    id: 'asn',
    name: 'RouteViews, NRO and DB-IP (via ip-location-db)',
    url: 'https://github.com/sapics/ip-location-db',
    terms: CC_BY_4,
    attribution: 'Data from the University of Oregon Route Views Project (https://www.routeviews.org), the Number Resource Organization (https://www.nro.net) and DB-IP (https://db-ip.com)',
  },
  { id: 'naturalEarth', name: 'Natural Earth (world-atlas, 1:110m)', url: 'https://www.naturalearthdata.com', terms: { name: 'Public domain', url: 'https://www.naturalearthdata.com/about/terms-of-use/' }, attribution: 'Made with Natural Earth' },
  {
    id: 'ecb',
    name: 'Euro foreign exchange reference rates (European Central Bank)',
    url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    terms: { name: 'ECB reuse policy', url: 'https://www.ecb.europa.eu/services/disclaimer/html/index.en.html' },
    attribution: 'Source: ECB',
  },
  { id: 'currencyApi', name: 'Free Currency Exchange Rates API (fawazahmed0)', url: 'https://github.com/fawazahmed0/exchange-api', terms: { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' } },
  { id: 'ieeeOui', name: 'IEEE Registration Authority: MA-L, MA-M, MA-S (via oui-data)', url: 'https://standards.ieee.org/products-programs/regauth/', terms: { name: 'IEEE public listing', url: 'https://standards-oui.ieee.org/oui/oui.txt' } },
  {
    id: 'holidays',
    name: 'date-holidays (holiday rules from Wikipedia articles)',
    url: 'https://github.com/commenthol/date-holidays',
    terms: { name: 'CC BY-SA 3.0', url: 'https://creativecommons.org/licenses/by-sa/3.0/' },
    attribution: 'Holiday data © commenthol and Wikipedia contributors, CC BY-SA 3.0',
  },
  { id: 'tzdb', name: 'IANA Time Zone Database (tzdata)', url: 'https://www.iana.org/time-zones', terms: { name: 'Public domain', url: 'https://data.iana.org/time-zones/tzdb/LICENSE' } },
  { id: 'ianaRegistries', name: 'IANA protocol registries (port numbers, media types, HTTP status codes)', url: 'https://www.iana.org/protocols', terms: IANA_TERMS },
  {
    id: 'rdapBootstrap',
    name: 'IANA RDAP bootstrap registries (dns, ipv4, ipv6, asn)',
    url: 'https://data.iana.org/rdap/',
    terms: { name: 'CC0-1.0', url: 'https://www.iana.org/help/licensing-terms' },
    vendored: 'src/server/rdap/bootstrap',
  },
  { id: 'cldr', name: 'Unicode CLDR (via emojibase and the browser)', url: 'https://cldr.unicode.org', terms: UNICODE },
  { id: 'ucd', name: 'Unicode Character Database', url: 'https://www.unicode.org/ucd/', terms: UNICODE },
  {
    id: 'pdfFonts',
    name: 'Standard fonts of pdf.js (Foxit, Liberation Sans)',
    url: 'https://github.com/mozilla/pdf.js/tree/master/external/standard_fonts',
    terms: { name: 'BSD-3-Clause (Foxit, PDFium) and GPL-2.0 with the font exception (Liberation)', url: 'https://github.com/mozilla/pdf.js/tree/master/external/standard_fonts' },
  },
  {
    id: 'tessdata',
    name: 'Tesseract trained data: eng, spa, deu, fra (tessdata_best as integers, via @tesseract.js-data)',
    url: 'https://github.com/tesseract-ocr/tessdata_best',
    terms: { name: 'Apache-2.0', url: 'https://github.com/tesseract-ocr/tessdata_best/blob/main/LICENSE' },
  },
  {
    id: 'composeSpec',
    name: 'Compose Specification JSON Schema',
    url: 'https://github.com/compose-spec/compose-spec',
    terms: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    attribution: '© The Compose Specification Authors',
    vendored: 'plugins/docker-compose-converter/compose-spec.json',
  },
  {
    id: 'openSubtitles',
    name: 'OpenSubtitles 2024 word frequencies (OPUS, via zxcvbn-ts)',
    url: 'https://opus.nlpl.eu/',
    terms: { name: 'ODC-By 1.0', url: 'https://opendatacommons.org/licenses/by/1-0/' },
    attribution: 'Data derived from OpenSubtitles 2024 via OPUS (https://opus.nlpl.eu), Helsinki-NLP; attributed to subtitle contributors and rights holders',
  },
];

/** The info text saying why a copyleft package accepted after review may ship: licences.reviewed.<key> ("@ffmpeg/core" → "ffmpeg_core"). */
export const reviewKey = (packageName: string) => packageName.replace(/^@/, '').replace(/\W/g, '_');
