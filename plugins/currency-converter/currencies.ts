/**
 * The currencies the converter offers: the euro and the 30 the European Central Bank publishes a
 * reference rate for (in the ECB's order), then 121 more that only the second source, currency-api
 * (fawazahmed0), gives a rate for. Those are the codes of that source's file that are current ISO 4217
 * currencies Intl knows and names (Intl.supportedValuesOf('currency')), less six that would mislead:
 * HRK (replaced by the euro in 2023: the file gives its fixed conversion rate), SLL, ZWL and ANG
 * (replaced by SLE, ZWG and XCG), CUC (withdrawn in 2021) and XDR (the IMF's unit of account, not a
 * currency); and less SLE, ZWG and XCG themselves, current but too new for the Intl data of some
 * browsers (Debian's Chromium 156 neither knows nor names them: the lists would show a bare code).
 * Its crypto-currencies and metals (BTC, XAU…) are left out: they are not currencies one is paid in,
 * and Intl has no name for most of them.
 */
export const ECB_CURRENCIES = [
  'EUR', 'USD', 'JPY', 'BGN', 'CZK', 'DKK', 'GBP', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'ISK', 'NOK', 'TRY',
  'AUD', 'BRL', 'CAD', 'CNY', 'HKD', 'IDR', 'ILS', 'INR', 'KRW', 'MXN', 'MYR', 'NZD', 'PHP', 'SGD', 'THB', 'ZAR',
] as const;

export const OTHER_CURRENCIES = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BHD', 'BIF', 'BMD', 'BND', 'BOB',
  'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CDF', 'CLP', 'COP', 'CRC', 'CUP', 'CVE', 'DJF', 'DOP', 'DZD', 'EGP', 'ERN',
  'ETB', 'FJD', 'FKP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HNL', 'HTG', 'IQD', 'IRR', 'JMD', 'JOD',
  'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL',
  'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MZN', 'NAD', 'NGN', 'NIO', 'NPR', 'OMR', 'PAB',
  'PEN', 'PGK', 'PKR', 'PYG', 'QAR', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SHP', 'SOS', 'SRD',
  'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'TJS', 'TMT', 'TND', 'TOP', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'UYU', 'UZS',
  'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XOF', 'XPF', 'YER', 'ZMW',
] as const;

export const CURRENCIES = [...ECB_CURRENCIES, ...OTHER_CURRENCIES] as const;
export type Currency = (typeof CURRENCIES)[number];

const KNOWN: ReadonlySet<string> = new Set(CURRENCIES);
export function isCurrency(code: string): code is Currency {
  return KNOWN.has(code);
}

/** Decimal places a currency is written with (ISO 4217 as Intl knows it: 2 for the euro, 0 for the yen). */
export function minorUnits(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}
