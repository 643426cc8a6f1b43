/**
 * Every status code in the IANA "HTTP Status Code Registry" (last checked against its 2025 edition),
 * with its reason phrase as registered and the document that defines it. Temporary registrations
 * (104 Upload Resumption Supported, a draft) are left out. The explanations, in every language, are
 * the locale's codes.<code>.
 */
export interface StatusCode {
  readonly code: number;
  readonly name: string;
  /** The defining document and section ("RFC 9110 §15.5.5"). */
  readonly rfc: string;
}

const r9110 = (section: string) => `RFC 9110 §${section}`;

export const STATUS_CODES: readonly StatusCode[] = [
  { code: 100, name: 'Continue', rfc: r9110('15.2.1') },
  { code: 101, name: 'Switching Protocols', rfc: r9110('15.2.2') },
  { code: 102, name: 'Processing', rfc: 'RFC 2518 §10.1' },
  { code: 103, name: 'Early Hints', rfc: 'RFC 8297' },
  { code: 200, name: 'OK', rfc: r9110('15.3.1') },
  { code: 201, name: 'Created', rfc: r9110('15.3.2') },
  { code: 202, name: 'Accepted', rfc: r9110('15.3.3') },
  { code: 203, name: 'Non-Authoritative Information', rfc: r9110('15.3.4') },
  { code: 204, name: 'No Content', rfc: r9110('15.3.5') },
  { code: 205, name: 'Reset Content', rfc: r9110('15.3.6') },
  { code: 206, name: 'Partial Content', rfc: r9110('15.3.7') },
  { code: 207, name: 'Multi-Status', rfc: 'RFC 4918 §11.1' },
  { code: 208, name: 'Already Reported', rfc: 'RFC 5842 §7.1' },
  { code: 226, name: 'IM Used', rfc: 'RFC 3229 §10.4.1' },
  { code: 300, name: 'Multiple Choices', rfc: r9110('15.4.1') },
  { code: 301, name: 'Moved Permanently', rfc: r9110('15.4.2') },
  { code: 302, name: 'Found', rfc: r9110('15.4.3') },
  { code: 303, name: 'See Other', rfc: r9110('15.4.4') },
  { code: 304, name: 'Not Modified', rfc: r9110('15.4.5') },
  { code: 305, name: 'Use Proxy', rfc: r9110('15.4.6') },
  { code: 306, name: '(Unused)', rfc: r9110('15.4.7') },
  { code: 307, name: 'Temporary Redirect', rfc: r9110('15.4.8') },
  { code: 308, name: 'Permanent Redirect', rfc: r9110('15.4.9') },
  { code: 400, name: 'Bad Request', rfc: r9110('15.5.1') },
  { code: 401, name: 'Unauthorized', rfc: r9110('15.5.2') },
  { code: 402, name: 'Payment Required', rfc: r9110('15.5.3') },
  { code: 403, name: 'Forbidden', rfc: r9110('15.5.4') },
  { code: 404, name: 'Not Found', rfc: r9110('15.5.5') },
  { code: 405, name: 'Method Not Allowed', rfc: r9110('15.5.6') },
  { code: 406, name: 'Not Acceptable', rfc: r9110('15.5.7') },
  { code: 407, name: 'Proxy Authentication Required', rfc: r9110('15.5.8') },
  { code: 408, name: 'Request Timeout', rfc: r9110('15.5.9') },
  { code: 409, name: 'Conflict', rfc: r9110('15.5.10') },
  { code: 410, name: 'Gone', rfc: r9110('15.5.11') },
  { code: 411, name: 'Length Required', rfc: r9110('15.5.12') },
  { code: 412, name: 'Precondition Failed', rfc: r9110('15.5.13') },
  { code: 413, name: 'Content Too Large', rfc: r9110('15.5.14') },
  { code: 414, name: 'URI Too Long', rfc: r9110('15.5.15') },
  { code: 415, name: 'Unsupported Media Type', rfc: r9110('15.5.16') },
  { code: 416, name: 'Range Not Satisfiable', rfc: r9110('15.5.17') },
  { code: 417, name: 'Expectation Failed', rfc: r9110('15.5.18') },
  // Registered as "(Unused)": RFC 2324 (HTCPCP, 1998 April Fools') defined it as "I'm a teapot".
  { code: 418, name: '(Unused) · I’m a teapot', rfc: `${r9110('15.5.19')}, RFC 2324 §2.3.2` },
  { code: 421, name: 'Misdirected Request', rfc: r9110('15.5.20') },
  { code: 422, name: 'Unprocessable Content', rfc: r9110('15.5.21') },
  { code: 423, name: 'Locked', rfc: 'RFC 4918 §11.3' },
  { code: 424, name: 'Failed Dependency', rfc: 'RFC 4918 §11.4' },
  { code: 425, name: 'Too Early', rfc: 'RFC 8470 §5.2' },
  { code: 426, name: 'Upgrade Required', rfc: r9110('15.5.22') },
  { code: 428, name: 'Precondition Required', rfc: 'RFC 6585 §3' },
  { code: 429, name: 'Too Many Requests', rfc: 'RFC 6585 §4' },
  { code: 431, name: 'Request Header Fields Too Large', rfc: 'RFC 6585 §5' },
  { code: 451, name: 'Unavailable For Legal Reasons', rfc: 'RFC 7725 §3' },
  { code: 500, name: 'Internal Server Error', rfc: r9110('15.6.1') },
  { code: 501, name: 'Not Implemented', rfc: r9110('15.6.2') },
  { code: 502, name: 'Bad Gateway', rfc: r9110('15.6.3') },
  { code: 503, name: 'Service Unavailable', rfc: r9110('15.6.4') },
  { code: 504, name: 'Gateway Timeout', rfc: r9110('15.6.5') },
  { code: 505, name: 'HTTP Version Not Supported', rfc: r9110('15.6.6') },
  { code: 506, name: 'Variant Also Negotiates', rfc: 'RFC 2295 §8.1' },
  { code: 507, name: 'Insufficient Storage', rfc: 'RFC 4918 §11.5' },
  { code: 508, name: 'Loop Detected', rfc: 'RFC 5842 §7.2' },
  { code: 510, name: 'Not Extended (obsoleted)', rfc: 'RFC 2774 §7' },
  { code: 511, name: 'Network Authentication Required', rfc: 'RFC 6585 §6' },
];
