/**
 * X.509 certificates described as people read them (subject, issuer, validity, names, key, signature,
 * fingerprints) and a chain checked link by link: for the certificate decoder (a pasted chain) and the
 * TLS checker (the chain a server sent). @peculiar/x509 loads on first use (in the tool's worker, or on
 * the API server).
 */
export interface CertInfo {
  subject: string;
  issuer: string;
  /** Serial number in hex, bytes separated by colons. */
  serial: string;
  /** Validity, epoch milliseconds. */
  notBefore: number;
  notAfter: number;
  /** Whole days from notBefore to notAfter. */
  validityDays: number;
  /** Subject alternative names: "DNS: example.com", "IP: 192.0.2.1"… */
  sans: string[];
  /** "RSA", "ECDSA", "Ed25519"…, its size in bits ("4096") or curve ("P-384"). */
  keyType: string;
  keySize: string;
  /** The signature algorithm: "RSASSA-PKCS1-v1_5 with SHA-256", "ECDSA with SHA-384"… */
  signatureAlgorithm: string;
  keyUsage: string[];
  extendedKeyUsage: string[];
  /** Basic constraints: a CA or not, with its path length; null when absent. */
  ca: boolean | null;
  pathLength: number | null;
  /** Every extension: its name (or OID) and whether it is critical. */
  extensions: { name: string; oid: string; critical: boolean }[];
  /** SHA-1 and SHA-256 of the DER, upper-case hex with colons (as browsers show them). */
  sha1: string;
  sha256: string;
  selfIssued: boolean;
}

/** How one certificate relates to the next one in the chain (its issuer). */
export interface ChainLink {
  /** The certificate's issuer is the next certificate's subject. */
  nameMatch: boolean;
  /** The next certificate's key verifies this one's signature. */
  signature: 'valid' | 'invalid' | 'unknown';
}

export interface CertResult {
  certificates: CertInfo[];
  /** One link per pair of neighbours, in order. */
  chain: ChainLink[];
  /** The last certificate is self-signed and its own signature holds (a root): valid, invalid, or not self-issued. */
  rootSignature: 'valid' | 'invalid' | 'unknown' | null;
}

const EXTENSION_NAMES: Record<string, string> = {
  '2.5.29.14': 'subjectKeyIdentifier',
  '2.5.29.15': 'keyUsage',
  '2.5.29.17': 'subjectAltName',
  '2.5.29.18': 'issuerAltName',
  '2.5.29.19': 'basicConstraints',
  '2.5.29.30': 'nameConstraints',
  '2.5.29.31': 'cRLDistributionPoints',
  '2.5.29.32': 'certificatePolicies',
  '2.5.29.35': 'authorityKeyIdentifier',
  '2.5.29.37': 'extKeyUsage',
  '1.3.6.1.5.5.7.1.1': 'authorityInfoAccess',
  '1.3.6.1.5.5.7.1.24': 'tlsFeature',
  '1.3.6.1.4.1.11129.2.4.2': 'signedCertificateTimestampList',
  '1.3.6.1.4.1.11129.2.4.3': 'ctPrecertificatePoison',
};
const EKU_NAMES: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'serverAuth',
  '1.3.6.1.5.5.7.3.2': 'clientAuth',
  '1.3.6.1.5.5.7.3.3': 'codeSigning',
  '1.3.6.1.5.5.7.3.4': 'emailProtection',
  '1.3.6.1.5.5.7.3.8': 'timeStamping',
  '1.3.6.1.5.5.7.3.9': 'OCSPSigning',
  '2.5.29.37.0': 'anyExtendedKeyUsage',
};
const KEY_USAGES = ['digitalSignature', 'nonRepudiation', 'keyEncipherment', 'dataEncipherment', 'keyAgreement', 'keyCertSign', 'cRLSign', 'encipherOnly', 'decipherOnly'];
const SAN_TYPES: Record<string, string> = { dns: 'DNS', ip: 'IP', email: 'Email', url: 'URI', upn: 'UPN', guid: 'GUID', id: 'ID', dn: 'DN' };

const hexColons = (bytes: ArrayBuffer | Uint8Array) => Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');

type X509 = typeof import('@peculiar/x509');
type Cert = InstanceType<X509['X509Certificate']>;

function algorithmName(alg: { name?: string; hash?: { name?: string } | string }): string {
  const hash = typeof alg.hash === 'string' ? alg.hash : alg.hash?.name;
  return hash ? `${alg.name} with ${hash}` : String(alg.name);
}

async function describeCert(x509: X509, cert: Cert): Promise<CertInfo> {
  let keyType = 'unknown';
  let keySize = '';
  try {
    const alg = cert.publicKey.algorithm as { name: string; modulusLength?: number; namedCurve?: string };
    keyType = alg.name.startsWith('RS') ? 'RSA' : alg.name === 'ECDSA' || alg.name === 'ECDH' ? 'ECDSA' : alg.name;
    keySize = alg.modulusLength ? String(alg.modulusLength) : (alg.namedCurve ?? '');
  } catch {
    // An algorithm the library does not know: the OID is in the extensions' place of honour, the key is not shown.
  }
  const ku = cert.getExtension(x509.KeyUsagesExtension);
  const eku = cert.getExtension(x509.ExtendedKeyUsageExtension);
  const bc = cert.getExtension(x509.BasicConstraintsExtension);
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const [sha1, sha256] = await Promise.all([cert.getThumbprint('SHA-1'), cert.getThumbprint('SHA-256')]);
  const serialHex = cert.serialNumber.length % 2 ? `0${cert.serialNumber}` : cert.serialNumber;
  return {
    subject: cert.subject,
    issuer: cert.issuer,
    serial: serialHex.toUpperCase().match(/../g)?.join(':') ?? '',
    notBefore: cert.notBefore.getTime(),
    notAfter: cert.notAfter.getTime(),
    validityDays: Math.floor((cert.notAfter.getTime() - cert.notBefore.getTime()) / 86_400_000),
    sans: san ? san.names.toJSON().map((n) => `${SAN_TYPES[n.type] ?? n.type}: ${n.value}`) : [],
    keyType,
    keySize,
    signatureAlgorithm: algorithmName(cert.signatureAlgorithm as { name?: string; hash?: { name?: string } }),
    keyUsage: ku ? KEY_USAGES.filter((_, bit) => (ku.usages & (1 << bit)) !== 0) : [],
    extendedKeyUsage: eku ? eku.usages.map((u) => EKU_NAMES[String(u)] ?? String(u)) : [],
    ca: bc ? bc.ca : null,
    pathLength: bc?.pathLength ?? null,
    extensions: cert.extensions.map((e) => ({ name: EXTENSION_NAMES[e.type] ?? e.type, oid: e.type, critical: e.critical })),
    sha1: hexColons(sha1),
    sha256: hexColons(sha256),
    selfIssued: cert.subject === cert.issuer,
  };
}

async function verifies(cert: Cert, issuer: Cert): Promise<'valid' | 'invalid' | 'unknown'> {
  try {
    return (await cert.verify({ publicKey: issuer.publicKey, signatureOnly: true })) ? 'valid' : 'invalid';
  } catch {
    return 'unknown';
  }
}

/**
 * Describes certificates given as DER, in the order given (a server's chain: leaf first), and checks each
 * link: a certificate's issuer is the next one's subject and the next one's key verifies its signature.
 * `{ bad: n }` when the n-th (from 1) cannot be read as a certificate.
 */
export async function describeChain(ders: readonly Uint8Array[]): Promise<CertResult | { bad: number }> {
  await import('reflect-metadata');
  const x509 = await import('@peculiar/x509');
  const certs: Cert[] = [];
  for (const [i, der] of ders.entries()) {
    try {
      certs.push(new x509.X509Certificate(der.slice().buffer));
    } catch {
      return { bad: i + 1 };
    }
  }
  const certificates: CertInfo[] = [];
  for (const [i, cert] of certs.entries()) {
    try {
      certificates.push(await describeCert(x509, cert));
    } catch {
      return { bad: i + 1 };
    }
  }
  const chain: ChainLink[] = [];
  for (let i = 0; i + 1 < certs.length; i++) chain.push({ nameMatch: certs[i]!.issuer === certs[i + 1]!.subject, signature: await verifies(certs[i]!, certs[i + 1]!) });
  const last = certs.at(-1);
  const rootSignature = last && last.subject === last.issuer ? await verifies(last, last) : null;
  return { certificates, chain, rootSignature };
}
