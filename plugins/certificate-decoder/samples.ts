/**
 * Certificates for the examples and tests: ISRG Root X2 (Let's Encrypt's public ECDSA root, public
 * data), and a test chain made once with @peculiar/x509 for this tool (a leaf for www.example.com
 * signed by a test root; neither is trusted anywhere).
 */
export const ISRG_ROOT_X2 = `-----BEGIN CERTIFICATE-----
MIICGzCCAaGgAwIBAgIQQdKd0XLq7qeAwSxs6S+HUjAKBggqhkjOPQQDAzBPMQsw
CQYDVQQGEwJVUzEpMCcGA1UEChMgSW50ZXJuZXQgU2VjdXJpdHkgUmVzZWFyY2gg
R3JvdXAxFTATBgNVBAMTDElTUkcgUm9vdCBYMjAeFw0yMDA5MDQwMDAwMDBaFw00
MDA5MTcxNjAwMDBaME8xCzAJBgNVBAYTAlVTMSkwJwYDVQQKEyBJbnRlcm5ldCBT
ZWN1cml0eSBSZXNlYXJjaCBHcm91cDEVMBMGA1UEAxMMSVNSRyBSb290IFgyMHYw
EAYHKoZIzj0CAQYFK4EEACIDYgAEzZvVn4CDCuwJSvMWSj5cz3es3mcFDR0HttwW
+1qLFNvicWDEukWVEYmO6gbf9yoWHKS5xcUy4APgHoIYOIvXRdgKam7mAHf7AlF9
ItgKbppbd9/w+kHsOdx1ymgHDB/qo0IwQDAOBgNVHQ8BAf8EBAMCAQYwDwYDVR0T
AQH/BAUwAwEB/zAdBgNVHQ4EFgQUfEKWrt5LSDv6kviejM9ti6lyN5UwCgYIKoZI
zj0EAwMDaAAwZQIwe3lORlCEwkSHRhtFcP9Ymd70/aTSVaYgLXTWNLxBo1BfASdW
tL4ndQavEi51mI38AjEAi/V3bNTIZargCyzuFJ0nN6T5U6VR5CmD1/iQMVtCnwr1
/q4AaOeMSQ+2b1tbFfLn
-----END CERTIFICATE-----`;

export const TEST_LEAF = `-----BEGIN CERTIFICATE-----
MIICqzCCAlCgAwIBAgIEChssPTAKBggqhkjOPQQDAjBCMR8wHQYDVQQDExZUb29s
YmVuY2ggVGVzdCBSb290IENBMRIwEAYDVQQKEwlUb29sYmVuY2gxCzAJBgNVBAYT
AkRFMB4XDTI1MDMwMTAwMDAwMFoXDTI2MDMwMTAwMDAwMFowGjEYMBYGA1UEAxMP
d3d3LmV4YW1wbGUuY29tMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA
oSCnTu7hMgXIOZbpAFxforb3A1ldFiMlf6LjkV94/XoRymkNjpUE9/5CxiPRcvrO
vWJn2oxiTsJ86LibixDmkfRB1+YMXM5e9aOWKsKVTs2AXjoBLdRdcBCrXyCT+2BK
6PQahV7iQ90ssU5pvf2/Ft/FGUgJ2dLMtdkWCy8P6YPb5bsM/12ypt5BdxaFEz4y
USUEOJ59AyF0c4JD6WuQVAwPTbJ4nOE/H+8WBjFA6ye5VwtzhZ6YFvXhOZvGbG9k
Uqm+VZQ9vtI743Sn27NwLx3bkEQlvvtCp9/eilYPk7cVnJhjiwwsGDN0Y6yproSC
mO+LpoPoQ4t+LEAUyHF3PQIDAQABo4GQMIGNMAwGA1UdEwEB/wQCMAAwDgYDVR0P
AQH/BAQDAgWgMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcDAjAtBgNVHREE
JjAkgg93d3cuZXhhbXBsZS5jb22CC2V4YW1wbGUuY29thwTAAAIBMB8GA1UdIwQY
MBaAFNl8hNJsIECo1mBQ9ZUAiGlqnxJkMAoGCCqGSM49BAMCA0kAMEYCIQCFjc7z
nJAYnvE3EJ0GHzvROi9/+/cS/ckHlTkD7kUGYwIhANWtWS6HrtTU3ikgyQV7+w7H
GLoGSW54ywrbar6J6AFL
-----END CERTIFICATE-----`;

export const TEST_ROOT = `-----BEGIN CERTIFICATE-----
MIIBujCCAWCgAwIBAgIDXu0BMAoGCCqGSM49BAMCMEIxHzAdBgNVBAMTFlRvb2xi
ZW5jaCBUZXN0IFJvb3QgQ0ExEjAQBgNVBAoTCVRvb2xiZW5jaDELMAkGA1UEBhMC
REUwHhcNMjUwMTAxMDAwMDAwWhcNMzUwMTAxMDAwMDAwWjBCMR8wHQYDVQQDExZU
b29sYmVuY2ggVGVzdCBSb290IENBMRIwEAYDVQQKEwlUb29sYmVuY2gxCzAJBgNV
BAYTAkRFMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAErLje6xM4qMN6TA5cxUr1
+LsRYuT18CvUu3n5JzJImHYpEf6It3oJX+kvp9np03lax6bhz6+/uwWOgLfdrtWF
2aNFMEMwEgYDVR0TAQH/BAgwBgEB/wIBADAOBgNVHQ8BAf8EBAMCAQYwHQYDVR0O
BBYEFNl8hNJsIECo1mBQ9ZUAiGlqnxJkMAoGCCqGSM49BAMCA0gAMEUCIAm42gux
dlI/hSU2hooCGPqLO1lovphbykTHqcFrxRqyAiEApoyCYVyNw/gqlgqnvsXy11AF
MeKXUAiE+xahg11L1ak=
-----END CERTIFICATE-----`;

/** What run() gives for them (the fingerprints are checked against Node's own hashes in run.test.ts). */
export const ISRG_ROOT_X2_DECODED = {
  "certificates": [
    {
      "subject": "C=US, O=Internet Security Research Group, CN=ISRG Root X2",
      "issuer": "C=US, O=Internet Security Research Group, CN=ISRG Root X2",
      "serial": "41:D2:9D:D1:72:EA:EE:A7:80:C1:2C:6C:E9:2F:87:52",
      "notBefore": 1599177600000,
      "notAfter": 2231510400000,
      "validityDays": 7318,
      "sans": [],
      "keyType": "ECDSA",
      "keySize": "P-384",
      "signatureAlgorithm": "ECDSA with SHA-384",
      "keyUsage": [
        "keyCertSign",
        "cRLSign"
      ],
      "extendedKeyUsage": [],
      "ca": true,
      "pathLength": null,
      "extensions": [
        {
          "name": "keyUsage",
          "oid": "2.5.29.15",
          "critical": true
        },
        {
          "name": "basicConstraints",
          "oid": "2.5.29.19",
          "critical": true
        },
        {
          "name": "subjectKeyIdentifier",
          "oid": "2.5.29.14",
          "critical": false
        }
      ],
      "sha1": "BD:B1:B9:3C:D5:97:8D:45:C6:26:14:55:F8:DB:95:C7:5A:D1:53:AF",
      "sha256": "69:72:9B:8E:15:A8:6E:FC:17:7A:57:AF:B7:17:1D:FC:64:AD:D2:8C:2F:CA:8C:F1:50:7E:34:45:3C:CB:14:70",
      "selfIssued": true
    }
  ],
  "chain": [],
  "rootSignature": "valid"
};

export const TEST_CHAIN_DECODED = {
  "certificates": [
    {
      "subject": "CN=www.example.com",
      "issuer": "CN=Toolbench Test Root CA, O=Toolbench, C=DE",
      "serial": "0A:1B:2C:3D",
      "notBefore": 1740787200000,
      "notAfter": 1772323200000,
      "validityDays": 365,
      "sans": [
        "DNS: www.example.com",
        "DNS: example.com",
        "IP: 192.0.2.1"
      ],
      "keyType": "RSA",
      "keySize": "2048",
      "signatureAlgorithm": "ECDSA with SHA-256",
      "keyUsage": [
        "digitalSignature",
        "keyEncipherment"
      ],
      "extendedKeyUsage": [
        "serverAuth",
        "clientAuth"
      ],
      "ca": false,
      "pathLength": null,
      "extensions": [
        {
          "name": "basicConstraints",
          "oid": "2.5.29.19",
          "critical": true
        },
        {
          "name": "keyUsage",
          "oid": "2.5.29.15",
          "critical": true
        },
        {
          "name": "extKeyUsage",
          "oid": "2.5.29.37",
          "critical": false
        },
        {
          "name": "subjectAltName",
          "oid": "2.5.29.17",
          "critical": false
        },
        {
          "name": "authorityKeyIdentifier",
          "oid": "2.5.29.35",
          "critical": false
        }
      ],
      "sha1": "F9:31:7B:33:4C:11:ED:C6:AF:3A:07:28:1C:01:A4:12:2F:9B:F3:70",
      "sha256": "EE:80:D0:18:2B:02:D0:F6:AB:AA:ED:67:2F:5F:01:06:5C:36:4E:C0:5B:44:BD:80:2E:4D:79:7B:DD:12:10:9B",
      "selfIssued": false
    },
    {
      "subject": "CN=Toolbench Test Root CA, O=Toolbench, C=DE",
      "issuer": "CN=Toolbench Test Root CA, O=Toolbench, C=DE",
      "serial": "5E:ED:01",
      "notBefore": 1735689600000,
      "notAfter": 2051222400000,
      "validityDays": 3652,
      "sans": [],
      "keyType": "ECDSA",
      "keySize": "P-256",
      "signatureAlgorithm": "ECDSA with SHA-256",
      "keyUsage": [
        "keyCertSign",
        "cRLSign"
      ],
      "extendedKeyUsage": [],
      "ca": true,
      "pathLength": 0,
      "extensions": [
        {
          "name": "basicConstraints",
          "oid": "2.5.29.19",
          "critical": true
        },
        {
          "name": "keyUsage",
          "oid": "2.5.29.15",
          "critical": true
        },
        {
          "name": "subjectKeyIdentifier",
          "oid": "2.5.29.14",
          "critical": false
        }
      ],
      "sha1": "92:AC:6B:CC:30:A7:3E:4C:41:7A:04:9A:77:C5:C2:24:0A:AC:4A:BA",
      "sha256": "31:FC:2F:E7:D6:5A:45:E1:50:B6:A1:B4:66:8B:79:1D:C2:90:C1:51:CD:6B:83:2F:0B:4E:84:EF:EC:FF:9D:42",
      "selfIssued": true
    }
  ],
  "chain": [
    {
      "nameMatch": true,
      "signature": "valid"
    }
  ],
  "rootSignature": "valid"
};
