/**
 * What run() gives for each example, written by `npm run example-outputs -- meta-tag-generator` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
export const EXAMPLE_OUTPUTS = {
  article: {
    "mode": "generate",
    "html": "<title>How to brew pour-over coffee at home | Bean &amp; Cup</title>\n<meta name=\"description\" content=\"A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.\">\n<link rel=\"canonical\" href=\"https://www.beanandcup.example/guides/pour-over\">\n<meta name=\"robots\" content=\"index, follow\">\n<meta property=\"og:type\" content=\"article\">\n<meta property=\"og:url\" content=\"https://www.beanandcup.example/guides/pour-over\">\n<meta property=\"og:title\" content=\"How to brew pour-over coffee at home | Bean &amp; Cup\">\n<meta property=\"og:description\" content=\"A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.\">\n<meta property=\"og:image\" content=\"https://cdn.beanandcup.example/img/pour-over-1200x630.jpg\">\n<meta property=\"og:image:alt\" content=\"A glass dripper over a carafe, water being poured in a spiral\">\n<meta property=\"og:site_name\" content=\"Bean &amp; Cup\">\n<meta property=\"og:locale\" content=\"en_GB\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n<meta name=\"twitter:site\" content=\"@beanandcup\">\n<meta name=\"twitter:creator\" content=\"@ana_brews\">\n<meta name=\"twitter:image:alt\" content=\"A glass dripper over a carafe, water being poured in a spiral\">",
    "tags": [
      {
        "key": "title",
        "value": "How to brew pour-over coffee at home | Bean & Cup"
      },
      {
        "key": "description",
        "value": "A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter."
      },
      {
        "key": "canonical",
        "value": "https://www.beanandcup.example/guides/pour-over"
      },
      {
        "key": "robots",
        "value": "index, follow"
      },
      {
        "key": "og:type",
        "value": "article"
      },
      {
        "key": "og:url",
        "value": "https://www.beanandcup.example/guides/pour-over"
      },
      {
        "key": "og:title",
        "value": "How to brew pour-over coffee at home | Bean & Cup"
      },
      {
        "key": "og:description",
        "value": "A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter."
      },
      {
        "key": "og:image",
        "value": "https://cdn.beanandcup.example/img/pour-over-1200x630.jpg"
      },
      {
        "key": "og:image:alt",
        "value": "A glass dripper over a carafe, water being poured in a spiral"
      },
      {
        "key": "og:site_name",
        "value": "Bean & Cup"
      },
      {
        "key": "og:locale",
        "value": "en_GB"
      },
      {
        "key": "twitter:card",
        "value": "summary_large_image"
      },
      {
        "key": "twitter:site",
        "value": "@beanandcup"
      },
      {
        "key": "twitter:creator",
        "value": "@ana_brews"
      },
      {
        "key": "twitter:image:alt",
        "value": "A glass dripper over a carafe, water being poured in a spiral"
      }
    ],
    "titleChars": 49,
    "titleWidth": 464,
    "descriptionChars": 151,
    "findings": [],
    "previews": {
      "search": {
        "title": "How to brew pour-over coffee at home | Bean & Cup",
        "description": "A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.",
        "url": "https://www.beanandcup.example/guides/pour-over",
        "siteName": "Bean & Cup"
      },
      "facebook": {
        "title": "How to brew pour-over coffee at home | Bean & Cup",
        "description": "A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.",
        "url": "https://www.beanandcup.example/guides/pour-over",
        "image": "https://cdn.beanandcup.example/img/pour-over-1200x630.jpg"
      },
      "x": {
        "card": "summary_large_image",
        "title": "How to brew pour-over coffee at home | Bean & Cup",
        "description": "A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.",
        "url": "https://www.beanandcup.example/guides/pour-over",
        "image": "https://cdn.beanandcup.example/img/pour-over-1200x630.jpg"
      },
      "chat": {
        "siteName": "Bean & Cup",
        "title": "How to brew pour-over coffee at home | Bean & Cup",
        "description": "A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.",
        "url": "https://www.beanandcup.example/guides/pour-over",
        "image": "https://cdn.beanandcup.example/img/pour-over-1200x630.jpg"
      }
    }
  },
  escaping: {
    "mode": "generate",
    "html": "<title>Tom &amp; Jerry’s \"Best\" &lt;Hits&gt; – a very long title that goes past what Google shows</title>\n<meta name=\"description\" content=\"Quotes &quot;, apostrophes ' and &lt;tags&gt; are escaped.\">\n<link rel=\"canonical\" href=\"https://example.com/search?q=tom&amp;lang=en\">\n<meta name=\"robots\" content=\"noindex, follow\">\n<meta property=\"og:type\" content=\"website\">\n<meta property=\"og:url\" content=\"https://example.com/search?q=tom&amp;lang=en\">\n<meta property=\"og:title\" content=\"Tom &amp; Jerry’s &quot;Best&quot; &lt;Hits&gt; – a very long title that goes past what Google shows\">\n<meta property=\"og:description\" content=\"Quotes &quot;, apostrophes ' and &lt;tags&gt; are escaped.\">\n<meta name=\"twitter:card\" content=\"summary\">",
    "tags": [
      {
        "key": "title",
        "value": "Tom & Jerry’s \"Best\" <Hits> – a very long title that goes past what Google shows"
      },
      {
        "key": "description",
        "value": "Quotes \", apostrophes ' and <tags> are escaped."
      },
      {
        "key": "canonical",
        "value": "https://example.com/search?q=tom&lang=en"
      },
      {
        "key": "robots",
        "value": "noindex, follow"
      },
      {
        "key": "og:type",
        "value": "website"
      },
      {
        "key": "og:url",
        "value": "https://example.com/search?q=tom&lang=en"
      },
      {
        "key": "og:title",
        "value": "Tom & Jerry’s \"Best\" <Hits> – a very long title that goes past what Google shows"
      },
      {
        "key": "og:description",
        "value": "Quotes \", apostrophes ' and <tags> are escaped."
      },
      {
        "key": "twitter:card",
        "value": "summary"
      }
    ],
    "titleChars": 80,
    "titleWidth": 715,
    "descriptionChars": 47,
    "findings": [
      {
        "level": "warning",
        "code": "titleLong",
        "params": {
          "count": 80,
          "width": 715
        }
      },
      {
        "level": "warning",
        "code": "noindex"
      },
      {
        "level": "warning",
        "code": "ogMissing",
        "params": {
          "tag": "og:image"
        }
      },
      {
        "level": "info",
        "code": "descriptionShort",
        "params": {
          "count": 47
        }
      }
    ],
    "previews": {
      "search": {
        "title": "Tom & Jerry’s \"Best\" <Hits> – a very long title that goes past what Google shows",
        "description": "Quotes \", apostrophes ' and <tags> are escaped.",
        "url": "https://example.com/search?q=tom&lang=en",
        "siteName": "example.com"
      },
      "facebook": {
        "title": "Tom & Jerry’s \"Best\" <Hits> – a very long title that goes past what Google shows",
        "description": "Quotes \", apostrophes ' and <tags> are escaped.",
        "url": "https://example.com/search?q=tom&lang=en",
        "image": ""
      },
      "x": {
        "card": "summary",
        "title": "Tom & Jerry’s \"Best\" <Hits> – a very long title that goes past what Google shows",
        "description": "Quotes \", apostrophes ' and <tags> are escaped.",
        "url": "https://example.com/search?q=tom&lang=en",
        "image": ""
      },
      "chat": {
        "siteName": "example.com",
        "title": "Tom & Jerry’s \"Best\" <Hits> – a very long title that goes past what Google shows",
        "description": "Quotes \", apostrophes ' and <tags> are escaped.",
        "url": "https://example.com/search?q=tom&lang=en",
        "image": ""
      }
    }
  },
  checkHead: {
    "mode": "check",
    "html": "<meta charset=\"utf-8\">\n<title>Winter boots, snow boots &amp; hiking boots for women and men – free delivery | Northpeak Outdoor Store</title>\n<meta name=\"description\" content=\"Shop winter boots.\">\n<link rel=\"canonical\" href=\"https://northpeak.example/boots/winter\">\n<link rel=\"canonical\" href=\"https://northpeak.example/boots/winter?sort=price\">\n<meta property=\"og:title\" content=\"Winter boots &amp; snow boots\">\n<meta property=\"og:title\" content=\"Northpeak\">\n<meta property=\"og:image\" content=\"/media/boots-og.jpg\">\n<meta property=\"og:type\" content=\"website\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n<meta name=\"keywords\" content=\"boots, winter boots, snow\">",
    "tags": [
      {
        "key": "charset",
        "value": "utf-8",
        "line": 4
      },
      {
        "key": "title",
        "value": "Winter boots, snow boots & hiking boots for women and men – free delivery | Northpeak Outdoor Store",
        "line": 5
      },
      {
        "key": "description",
        "value": "Shop winter boots.",
        "line": 6
      },
      {
        "key": "canonical",
        "value": "https://northpeak.example/boots/winter",
        "line": 7
      },
      {
        "key": "canonical",
        "value": "https://northpeak.example/boots/winter?sort=price",
        "line": 8
      },
      {
        "key": "og:title",
        "value": "Winter boots & snow boots",
        "line": 9
      },
      {
        "key": "og:title",
        "value": "Northpeak",
        "line": 10
      },
      {
        "key": "og:image",
        "value": "/media/boots-og.jpg",
        "line": 11
      },
      {
        "key": "og:type",
        "value": "website",
        "line": 12
      },
      {
        "key": "twitter:card",
        "value": "summary_large_image",
        "line": 13
      },
      {
        "key": "keywords",
        "value": "boots, winter boots, snow",
        "line": 14
      }
    ],
    "lang": "en",
    "titleChars": 99,
    "titleWidth": 909,
    "descriptionChars": 18,
    "findings": [
      {
        "level": "error",
        "code": "duplicateCanonical",
        "params": {
          "count": 2
        }
      },
      {
        "level": "error",
        "code": "notAbsolute",
        "params": {
          "tag": "og:image",
          "value": "/media/boots-og.jpg"
        }
      },
      {
        "level": "warning",
        "code": "duplicate",
        "params": {
          "tag": "og:title",
          "count": 2
        }
      },
      {
        "level": "warning",
        "code": "titleLong",
        "params": {
          "count": 99,
          "width": 909
        }
      },
      {
        "level": "info",
        "code": "descriptionShort",
        "params": {
          "count": 18
        }
      },
      {
        "level": "info",
        "code": "ogMissing",
        "params": {
          "tag": "og:url"
        }
      },
      {
        "level": "info",
        "code": "keywordsIgnored"
      }
    ],
    "previews": {
      "search": {
        "title": "Winter boots, snow boots & hiking boots for women and men – free delivery | Northpeak Outdoor Store",
        "description": "Shop winter boots.",
        "url": "https://northpeak.example/boots/winter",
        "siteName": "northpeak.example"
      },
      "facebook": {
        "title": "Winter boots & snow boots",
        "description": "Shop winter boots.",
        "url": "https://northpeak.example/boots/winter",
        "image": "/media/boots-og.jpg"
      },
      "x": {
        "card": "summary_large_image",
        "title": "Winter boots & snow boots",
        "description": "Shop winter boots.",
        "url": "https://northpeak.example/boots/winter",
        "image": "/media/boots-og.jpg"
      },
      "chat": {
        "siteName": "northpeak.example",
        "title": "Winter boots & snow boots",
        "description": "Shop winter boots.",
        "url": "https://northpeak.example/boots/winter",
        "image": "/media/boots-og.jpg"
      }
    }
  },
  checkGood: {
    "mode": "check",
    "html": "<title>Pour-over coffee at home: a step-by-step guide</title>\n<meta name=\"description\" content=\"The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.\">\n<link rel=\"canonical\" href=\"https://beanandcup.example/guides/pour-over\">\n<meta property=\"og:type\" content=\"article\">\n<meta property=\"og:url\" content=\"https://beanandcup.example/guides/pour-over\">\n<meta property=\"og:title\" content=\"Pour-over coffee at home\">\n<meta property=\"og:image\" content=\"https://beanandcup.example/img/pour-over.jpg\">\n<meta property=\"og:site_name\" content=\"Bean &amp; Cup\">\n<meta name=\"twitter:card\" content=\"summary\">\n<meta name=\"twitter:site\" content=\"@beanandcup\">",
    "tags": [
      {
        "key": "title",
        "value": "Pour-over coffee at home: a step-by-step guide",
        "line": 1
      },
      {
        "key": "description",
        "value": "The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.",
        "line": 2
      },
      {
        "key": "canonical",
        "value": "https://beanandcup.example/guides/pour-over",
        "line": 3
      },
      {
        "key": "og:type",
        "value": "article",
        "line": 4
      },
      {
        "key": "og:url",
        "value": "https://beanandcup.example/guides/pour-over",
        "line": 5
      },
      {
        "key": "og:title",
        "value": "Pour-over coffee at home",
        "line": 6
      },
      {
        "key": "og:image",
        "value": "https://beanandcup.example/img/pour-over.jpg",
        "line": 7
      },
      {
        "key": "og:site_name",
        "value": "Bean & Cup",
        "line": 8
      },
      {
        "key": "twitter:card",
        "value": "summary",
        "line": 9
      },
      {
        "key": "twitter:site",
        "value": "@beanandcup",
        "line": 10
      }
    ],
    "lang": "",
    "titleChars": 46,
    "titleWidth": 418,
    "descriptionChars": 134,
    "findings": [],
    "previews": {
      "search": {
        "title": "Pour-over coffee at home: a step-by-step guide",
        "description": "The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.",
        "url": "https://beanandcup.example/guides/pour-over",
        "siteName": "Bean & Cup"
      },
      "facebook": {
        "title": "Pour-over coffee at home",
        "description": "The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.",
        "url": "https://beanandcup.example/guides/pour-over",
        "image": "https://beanandcup.example/img/pour-over.jpg"
      },
      "x": {
        "card": "summary",
        "title": "Pour-over coffee at home",
        "description": "The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.",
        "url": "https://beanandcup.example/guides/pour-over",
        "image": "https://beanandcup.example/img/pour-over.jpg"
      },
      "chat": {
        "siteName": "Bean & Cup",
        "title": "Pour-over coffee at home",
        "description": "The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.",
        "url": "https://beanandcup.example/guides/pour-over",
        "image": "https://beanandcup.example/img/pour-over.jpg"
      }
    }
  },
};
