/**
 * What run() gives for each example, written by `npm run example-outputs -- url-parser` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
export const EXAMPLE_OUTPUTS = {
  everything: {
    "mode": "parse",
    "href": "https://ana:s3cret@xn--bcher-kva.example/docs/api%20v2/?q=caf%C3%A9+au+lait&tag=a&tag=b#Part%202",
    "scheme": "https",
    "username": "ana",
    "password": "s3cret",
    "hostAscii": "xn--bcher-kva.example",
    "hostUnicode": "bücher.example",
    "hostKind": "domain",
    "port": "",
    "defaultPort": 443,
    "pathname": "/docs/api%20v2/",
    "segments": [
      {
        "raw": "docs",
        "decoded": "docs"
      },
      {
        "raw": "api%20v2",
        "decoded": "api v2"
      },
      {
        "raw": "",
        "decoded": ""
      }
    ],
    "query": [
      [
        "q",
        "café au lait"
      ],
      [
        "tag",
        "a"
      ],
      [
        "tag",
        "b"
      ]
    ],
    "search": "?q=caf%C3%A9+au+lait&tag=a&tag=b",
    "fragment": "Part%202",
    "fragmentDecoded": "Part 2",
    "origin": "https://xn--bcher-kva.example",
    "changes": [
      {
        "code": "schemeLower",
        "params": {
          "from": "HTTPS",
          "to": "https"
        }
      },
      {
        "code": "hostPunycode",
        "params": {
          "from": "Bücher.Example",
          "to": "xn--bcher-kva.example"
        }
      },
      {
        "code": "defaultPort",
        "params": {
          "port": "443",
          "scheme": "https"
        }
      },
      {
        "code": "dotSegments",
        "params": {
          "from": "/docs/./guide/../api v2/",
          "to": "/docs/api%20v2/"
        }
      },
      {
        "code": "encoded",
        "params": {
          "part": "path",
          "chars": "\" \" → %20"
        }
      },
      {
        "code": "encoded",
        "params": {
          "part": "fragment",
          "chars": "\" \" → %20"
        }
      }
    ]
  },
  search: {
    "mode": "parse",
    "href": "https://www.example.com/search?q=%E2%82%AC+price&lang=es&page=2",
    "scheme": "https",
    "username": "",
    "password": "",
    "hostAscii": "www.example.com",
    "hostUnicode": "www.example.com",
    "hostKind": "domain",
    "port": "",
    "defaultPort": 443,
    "pathname": "/search",
    "segments": [
      {
        "raw": "search",
        "decoded": "search"
      }
    ],
    "query": [
      [
        "q",
        "€ price"
      ],
      [
        "lang",
        "es"
      ],
      [
        "page",
        "2"
      ]
    ],
    "search": "?q=%E2%82%AC+price&lang=es&page=2",
    "fragment": "",
    "fragmentDecoded": "",
    "origin": "https://www.example.com",
    "changes": []
  },
  ipv6: {
    "mode": "parse",
    "href": "http://[2001:db8::1]:8080/status",
    "scheme": "http",
    "username": "",
    "password": "",
    "hostAscii": "[2001:db8::1]",
    "hostUnicode": "[2001:db8::1]",
    "hostKind": "ipv6",
    "port": "8080",
    "defaultPort": 80,
    "pathname": "/status",
    "segments": [
      {
        "raw": "status",
        "decoded": "status"
      }
    ],
    "query": [],
    "search": "",
    "fragment": "",
    "fragmentDecoded": "",
    "origin": "http://[2001:db8::1]:8080",
    "changes": [
      {
        "code": "ipv6",
        "params": {
          "from": "[2001:DB8:0:0::1]",
          "to": "[2001:db8::1]"
        }
      }
    ]
  },
  build: {
    "mode": "build",
    "url": "https://xn--mnchen-3ya.example:8443/st%C3%A4dte/%C3%BCbersicht?q=Stra%C3%9Fe%20%26%20Platz&sort=name&sort=date#Teil%201",
    "hostUnicode": "münchen.example"
  },
};
