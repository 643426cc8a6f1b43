/**
 * FIXED TEST KEYS: made once (2026-12-04, openpgp 6.3.2, `generateKey({ type: 'ecc' })` dated
 * 2026-01-01T00:00:00Z, no expiry) for the examples and the tests, so that what does not depend on
 * randomness (inspecting a key, verifying a signature, decrypting a message) has an exact answer. Their
 * private keys and passphrase are public: never use them for anything real.
 *
 * - Alice Example (test key) <alice@example.org>: Ed25519 primary key, Curve25519 encryption subkey,
 *   fingerprint 89AE EC33 2329 AC8D 3B03  D4E8 97BD 71A9 500F A868.
 * - Bob Example <bob@example.org>: the same kinds of key, fingerprint 3306 1E79 A9CB 360C 5110  7FFA 0A20 9C0F 7CFB FC69.
 * - Both private keys are protected by the passphrase TEST_PASSPHRASE.
 * - SIGNED_TEXT signed by Alice on 2026-01-02T10:00:00Z, as a cleartext signed message and as a
 *   detached signature; MESSAGE_TO_BOTH: "Meet me at the usual place at 7." encrypted to Bob and Alice and
 *   signed by Alice, the same day.
 *
 * Made with openpgp's own functions (generateKey, sign, encrypt) in Node; GnuPG 2.2.40 verifies Alice's
 * signatures ("Good signature"). A second implementation the other way: Carol's key (Ed25519, signing only,
 * no encryption subkey), her cleartext signed message and a message to Alice signed by her were made by
 * GnuPG 2.2.40 (--quick-gen-key ed25519 sign never, --clearsign, --sign --encrypt, with
 * --faked-system-time 2026-03-01); Carol's fingerprint is 3734 66FA 5B11 0CA5 B45A  6943 1BE5 7411 CF4E B53F.
 */
export const TEST_PASSPHRASE = 'correct horse battery staple';

export const ALICE_PUBLIC = `-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEaVW5ABYJKwYBBAHaRw8BAQdA0XNGyPlrK6TRixLmHqrUK2g0qDY7I84o
TfGWC97tYO/NLEFsaWNlIEV4YW1wbGUgKHRlc3Qga2V5KSA8YWxpY2VAZXhh
bXBsZS5vcmc+wsATBBMWCgCFBYJpVbkAAwsJBwkQl71xqVAPqGhFFAAAAAAA
HAAgc2FsdEBub3RhdGlvbnMub3BlbnBncGpzLm9yZ0LoHwDTGpsZnMPdhosh
SQHJLwGLfBi5cY6Rsifl0jCMBRUKCA4MBBYAAgECGQECmwMCHgEWIQSJruwz
IymsjTsD1OiXvXGpUA+oaAAAlUsBANx90UsrgXHd9MWwqzUfWM7M8/WM2BZO
+I9wuIQFZbCgAP0W3mUjCuyrzdMCQ72moGBD/6PC4WQHacK9GA1ZzaisB844
BGlVuQASCisGAQQBl1UBBQEBB0DJAeJYMry/TapEwi8jqM7C2rrb1gTGFXcI
9S3GD2HKeQMBCAfCvgQYFgoAcAWCaVW5AAkQl71xqVAPqGhFFAAAAAAAHAAg
c2FsdEBub3RhdGlvbnMub3BlbnBncGpzLm9yZ4OE9qUj+eA1hrGj3+a7qAt5
e43O2634/1EDlEZpJAR+ApsMFiEEia7sMyMprI07A9Tol71xqVAPqGgAAMRM
AQDDV4hkTYIKjHvsmWJol4DuvNCE2UEh8+BMpuo2e7+aRgD/YZ0yLciEzeJ7
+LewNmGNZv/1fkDr3Q8cP8NUJwVN9wE=
=6YRs
-----END PGP PUBLIC KEY BLOCK-----
`;

export const ALICE_PRIVATE = `-----BEGIN PGP PRIVATE KEY BLOCK-----

xYYEaVW5ABYJKwYBBAHaRw8BAQdA0XNGyPlrK6TRixLmHqrUK2g0qDY7I84o
TfGWC97tYO/+CQMIpAbtNYzVEgjgQ4xRtzH6q73ySnug5Ij4fvwuWAj2CS7G
M2pDKhxpCnhBSxaVujcFJO0g5hGOp11RnGtptl1XepSVIXsDzwPPXAHaojE8
X80sQWxpY2UgRXhhbXBsZSAodGVzdCBrZXkpIDxhbGljZUBleGFtcGxlLm9y
Zz7CwBMEExYKAIUFgmlVuQADCwkHCRCXvXGpUA+oaEUUAAAAAAAcACBzYWx0
QG5vdGF0aW9ucy5vcGVucGdwanMub3JnQugfANMamxmcw92GiyFJAckvAYt8
GLlxjpGyJ+XSMIwFFQoIDgwEFgACAQIZAQKbAwIeARYhBImu7DMjKayNOwPU
6Je9calQD6hoAACVSwEA3H3RSyuBcd30xbCrNR9Yzszz9YzYFk74j3C4hAVl
sKAA/RbeZSMK7KvN0wJDvaagYEP/o8LhZAdpwr0YDVnNqKwHx4sEaVW5ABIK
KwYBBAGXVQEFAQEHQMkB4lgyvL9NqkTCLyOozsLautvWBMYVdwj1LcYPYcp5
AwEIB/4JAwhNWv35Wj6PVOCRkJCUZt/i2DfM63iCzsWTLy2ka6o9+yu43Vft
7gZi4tTPoi9HNqcq0i4AujCk3OmWE5faLj2vfjcMW9qlh1eNJgsC3F47wr4E
GBYKAHAFgmlVuQAJEJe9calQD6hoRRQAAAAAABwAIHNhbHRAbm90YXRpb25z
Lm9wZW5wZ3Bqcy5vcmeDhPalI/ngNYaxo9/mu6gLeXuNztut+P9RA5RGaSQE
fgKbDBYhBImu7DMjKayNOwPU6Je9calQD6hoAADETAEAw1eIZE2CCox77Jli
aJeA7rzQhNlBIfPgTKbqNnu/mkYA/2GdMi3IhM3ie/i3sDZhjWb/9X5A690P
HD/DVCcFTfcB
=HQ7c
-----END PGP PRIVATE KEY BLOCK-----
`;

export const BOB_PUBLIC = `-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEaVW5ABYJKwYBBAHaRw8BAQdAYn0mmF9NZABG+Y8TAlagaOuPnMc7Fl3G
KsTTNASH2YPNHUJvYiBFeGFtcGxlIDxib2JAZXhhbXBsZS5vcmc+wsATBBMW
CgCFBYJpVbkAAwsJBwkQCiCcD3z7/GlFFAAAAAAAHAAgc2FsdEBub3RhdGlv
bnMub3BlbnBncGpzLm9yZxnCpw3NO5gXPhT+Szcf5MJuzX7kMXy5uTe2k8hI
w4s7BRUKCA4MBBYAAgECGQECmwMCHgEWIQQzBh55qcs2DFEQf/oKIJwPfPv8
aQAAgTQBAPRNFzP2sAcp9dfyGSb9ELzqi5DrAWuixhee4qcAk4miAP9Yic/f
HP7Os8Bu9+Q7Wa77ZatjKo/haAbxZnU5K123D844BGlVuQASCisGAQQBl1UB
BQEBB0AhVktv9Jfv4Z/krEoBhFj50Kj0/Ar6kxvIWkcblmp4eQMBCAfCvgQY
FgoAcAWCaVW5AAkQCiCcD3z7/GlFFAAAAAAAHAAgc2FsdEBub3RhdGlvbnMu
b3BlbnBncGpzLm9yZ4l3jfbHaq9zeyz14cETC+KL6NXq9slKRin+oABIcvgN
ApsMFiEEMwYeeanLNgxREH/6CiCcD3z7/GkAAFOcAPwL6cbYHBflmHbEBiJc
tvXqHbYPSZEXdH+RZdi6IRBTjgD/Wqr/M8AaVXl+kfAxFSwbkiU2uz2AbEnf
7XmFmi0TBAY=
=Cd8/
-----END PGP PUBLIC KEY BLOCK-----
`;

export const BOB_PRIVATE = `-----BEGIN PGP PRIVATE KEY BLOCK-----

xYYEaVW5ABYJKwYBBAHaRw8BAQdAYn0mmF9NZABG+Y8TAlagaOuPnMc7Fl3G
KsTTNASH2YP+CQMI/AETaRIX7KPg4/HDhmQ0enWN9bexFzilGpbcj3ApaDZz
hVSTitAS0ZQ9JC3avu2Vpi2znEHksjgiDwMKMv5T1NLHzhdM9tPLFb/W1lwf
Kc0dQm9iIEV4YW1wbGUgPGJvYkBleGFtcGxlLm9yZz7CwBMEExYKAIUFgmlV
uQADCwkHCRAKIJwPfPv8aUUUAAAAAAAcACBzYWx0QG5vdGF0aW9ucy5vcGVu
cGdwanMub3JnGcKnDc07mBc+FP5LNx/kwm7NfuQxfLm5N7aTyEjDizsFFQoI
DgwEFgACAQIZAQKbAwIeARYhBDMGHnmpyzYMURB/+gognA98+/xpAACBNAEA
9E0XM/awByn11/IZJv0QvOqLkOsBa6LGF57ipwCTiaIA/1iJz98c/s6zwG73
5DtZrvtlq2Mqj+FoBvFmdTkrXbcPx4sEaVW5ABIKKwYBBAGXVQEFAQEHQCFW
S2/0l+/hn+SsSgGEWPnQqPT8CvqTG8haRxuWanh5AwEIB/4JAwgoeWIZlF1S
W+Axzrfrpot+m7d40SGr9sAnBAhikqrTSmGtkC7TaJ/Dy9AnokQj3zykeoqo
eO+m3m8Ib/aS1d7Gh4uMcAmmGMqZ5oVP1kf3wr4EGBYKAHAFgmlVuQAJEAog
nA98+/xpRRQAAAAAABwAIHNhbHRAbm90YXRpb25zLm9wZW5wZ3Bqcy5vcmeJ
d432x2qvc3ss9eHBEwvii+jV6vbJSkYp/qAASHL4DQKbDBYhBDMGHnmpyzYM
URB/+gognA98+/xpAABTnAD8C+nG2BwX5Zh2xAYiXLb16h22D0mRF3R/kWXY
uiEQU44A/1qq/zPAGlV5fpHwMRUsG5IlNrs9gGxJ3+15hZotEwQG
=K53y
-----END PGP PRIVATE KEY BLOCK-----
`;

export const ALICE_FINGERPRINT = '89aeec332329ac8d3b03d4e897bd71a9500fa868';
export const BOB_FINGERPRINT = '33061e79a9cb360c51107ffa0a209c0f7cfbfc69';

/** The text Alice signed (two lines, LF). */
export const SIGNED_TEXT = "The meeting is moved to Thursday at 10:00.\nBring the signed contract.";

export const CLEARTEXT_SIGNED = `-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA512

The meeting is moved to Thursday at 10:00.
Bring the signed contract.
-----BEGIN PGP SIGNATURE-----

wrsEARYKAG0FgmlXlyAJEJe9calQD6hoRRQAAAAAABwAIHNhbHRAbm90YXRp
b25zLm9wZW5wZ3Bqcy5vcmecs8mFfFe6phgffjLLZGDTAbUZAepIRAqa3BUi
xYyx3hYhBImu7DMjKayNOwPU6Je9calQD6hoAADrVgD/TEz0LbHB8sCWGVlA
y+6HNMnnZw4X/CsdzTHFElLS6g4A/2xpzG7VH2GYmtIVuWFODWGtUchlhP7g
ykqW/Bih+1QK
=IIoH
-----END PGP SIGNATURE-----
`;

export const DETACHED_SIGNATURE = `-----BEGIN PGP SIGNATURE-----

wrsEARYKAG0FgmlXlyAJEJe9calQD6hoRRQAAAAAABwAIHNhbHRAbm90YXRp
b25zLm9wZW5wZ3Bqcy5vcmdQhg61rQwBsM6IjVWreDvNHy6boT+LY0Pp3ijD
nvw9kxYhBImu7DMjKayNOwPU6Je9calQD6hoAAAtqAEA+5SOkUvH5Ad14wee
wMGJdtKqJRh2CQUh6P6z9MN/lHgBAKq2LsHGLQZrxgSB7jevBC0XHE1JtA4o
uQ7NXBPglg4N
=QPVC
-----END PGP SIGNATURE-----
`;

export const MESSAGE_TO_BOTH = `-----BEGIN PGP MESSAGE-----

wV4D7IdgQrymQ78SAQdAbS4ClpAMWHRvNR5+ISMqo0LRu3G+AWe6bstmAYsF
jhUwz26vmZCFN7pbGKWFK1hmS9JCC/LWgIdy7MXVOMl4F1FNikH5Qh6tmnpF
QYClfiy2wV4DgosxgYRn1+MSAQdAp1QcnZ4WEumJGsAKvEAd5r/k977S3oor
vEEduORVBR0wWXrJPRlK0k5f0MtnYemXU0z8Q3copbZJpWeNJHMCg957UiZ2
DUUIealIz9TusVJP0sBdAWAv1v+8rjQHonx641vAiivtGBHoGFAcefVINxYr
crbRCm4M+aiIMFqfUoWc6fUgfUGQWMwfRqkEFQvc5PI8emL6WC6NSYj/BlEL
PVPy/FRwM/J94duPb7HbgVvL7GIb192kzbhQv6NSdrbyRDbGBMNrb4piIdC9
D7wIsPH+d4vQReOv0vgQU/Rk3pSB4oFzzXpCd9aqEtwz7EEQAjkps+dVfkIE
QkUvAOSnQhnTlo/4k1mORrZXtHPgaN5nCA9uCQtuP06/N0QDeHuGzwfuzzbj
rrAfWzWZy634lb75L6roOaaoaZRW4kBy6yNhD123Zy6BboAc1W1JoWqCMwZO
+FtpxbtSxmX67U/Uz57jQvF2bBOzrf/kVz2PEEhk
=i+OG
-----END PGP MESSAGE-----
`;

export const CAROL_PUBLIC = `-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEaaQAEBYJKwYBBAHaRw8BAQdAl171jNfr0XmY72jBSs7BK6092JjUW5d7Qf5f
DJ73NDe0H0Nhcm9sIEdudVBHIDxjYXJvbEBleGFtcGxlLm5ldD6IkAQTFggAOBYh
BDc0ZvpbEQyltFppQxvldBHPTrU/BQJppAAQAhsDBQsJCAcCBhUKCQgLAgQWAgMB
Ah4BAheAAAoJEBvldBHPTrU/Jk0A/2YZQduMcN2esqnJzWpxX2T0NW4F3uoeecv2
NLYq0q2KAQD1l9TiESwji6KJREZDxFf4XcVpQGEMNdrjQClIKcGwDA==
=s474
-----END PGP PUBLIC KEY BLOCK-----`;
export const CAROL_FINGERPRINT = '373466fa5b110ca5b45a69431be57411cf4eb53f';

export const CAROL_CLEARTEXT_SIGNED = `-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA256

Signed with GnuPG 2.2.40.
-----BEGIN PGP SIGNATURE-----

iIgEARYIADAWIQQ3NGb6WxEMpbRaaUMb5XQRz061PwUCaaQOIBIcY2Fyb2xAZXhh
bXBsZS5uZXQACgkQG+V0Ec9OtT/FogEAwmVwU33ODOh/tSToj9NRpAOLYCHSPFXB
zVA0E+8FUqwBAJSx5O00eSsrHclRQ6DpfQHbRC9YpW5Ycv1RRfSTRfIH
=jgj3
-----END PGP SIGNATURE-----`;

/** "Encrypted by GnuPG for Alice." and a line break, encrypted by GnuPG to Alice and signed by Carol. */
export const GNUPG_TO_ALICE = `-----BEGIN PGP MESSAGE-----

hF4DgosxgYRn1+MSAQdAwGWqyQB5BEMPn0L/crX+nUCUWhv0lrO9VNV/uRiAD04w
j58tEq68mKaGIv14MrVlXKN9MOJxjAoRkir1yibE51NCs25gcRfv6zoRA/QxXgws
0sAoAW11t0bZ+c/0PuiN+2uWYhpz0Jier/8zfkZZaxG0b68gWuqda98udXWoBm8g
L0RfIED2x2hpKyTvaNoPOV1CMREHpAzsn95tnMeQkSX/J1/C1JcIFdnU90h82oht
wqsqqF3aT+aCxDNvk4msBJokGNRGe4r2xV25OCI3PI//6evBA4TWfxkQOU/vse8L
JryYRLIIt+PKEsVfHgYm5teiyCHdvdIOPxpf7BgIZXbhUw8vxQdmq3N5BEYTIDW8
lS9M/4tDGQkN6noEIIzDkLrVr/vvRScpVw3apDtFGxBP6jInI036brr/Ng==
=hn4R
-----END PGP MESSAGE-----`;
