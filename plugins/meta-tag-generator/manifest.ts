import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { EXAMPLE_OUTPUTS } from './examples.ts';

export const MODES = ['generate', 'check'] as const;
export const OG_TYPES = ['website', 'article', 'profile', 'book'] as const;

/**
 * Generate: the fields become the title, description, canonical link, robots, Open Graph and X (Twitter)
 * card tags, escaped, with length checks and previews. Check: a pasted page or head is read without
 * running anything, and the same checks and previews are drawn from the tags it has.
 */
export const manifest = defineTool({
  related: ['html-entities', 'url-parser', 'slug-generator', 'favicon-generator', 'word-counter', 'html-prettify'],
  produces: { generate: 'html', check: 'html' },
  fields: {
    title: { kind: 'line', wide: true, maxLength: 300, tabs: ['generate'] },
    description: { kind: 'text', rows: 3, tabs: ['generate'] },
    url: { kind: 'line', mono: true, wide: true, inputMode: 'url', maxLength: 2000, tabs: ['generate'] },
    image: { kind: 'line', mono: true, wide: true, inputMode: 'url', maxLength: 2000, tabs: ['generate'] },
    imageAlt: { kind: 'line', wide: true, maxLength: 420, tabs: ['generate'] },
    siteName: { kind: 'line', maxLength: 100, tabs: ['generate'] },
    locale: { kind: 'line', mono: true, maxLength: 12, tabs: ['generate'] },
    twitterSite: { kind: 'line', mono: true, maxLength: 60, tabs: ['generate'] },
    twitterCreator: { kind: 'line', mono: true, maxLength: 60, tabs: ['generate'] },
    html: { kind: 'text', mono: true, rows: 12, tabs: ['check'] },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'generate' },
    index: { type: 'string', enum: ['index', 'noindex'], default: 'index' },
    follow: { type: 'string', enum: ['follow', 'nofollow'], default: 'follow' },
    ogType: { type: 'string', enum: OG_TYPES, default: 'website' },
    twitterCard: { type: 'string', enum: ['summary_large_image', 'summary'], default: 'summary_large_image' },
  },
  ui: { mode: 'tabs', index: 'segmented', follow: 'segmented', ogType: 'select', twitterCard: 'segmented' },
  optionTabs: { index: ['generate'], follow: ['generate'], ogType: ['generate'], twitterCard: ['generate'] },
  downloads: ['txt', 'json'],
  examples: [
    {
      name: 'article',
      input: {
        title: 'How to brew pour-over coffee at home | Bean & Cup',
        description: 'A step-by-step guide to pour-over coffee: the grind, the water at 94 °C, the 1:16 ratio and a three-minute pour, with the mistakes that make it bitter.',
        url: 'https://www.beanandcup.example/guides/pour-over',
        image: 'https://cdn.beanandcup.example/img/pour-over-1200x630.jpg',
        imageAlt: 'A glass dripper over a carafe, water being poured in a spiral',
        siteName: 'Bean & Cup',
        locale: 'en_GB',
        twitterSite: '@beanandcup',
        twitterCreator: 'ana_brews',
      },
      options: { mode: 'generate', index: 'index', follow: 'follow', ogType: 'article', twitterCard: 'summary_large_image' },
      output: EXAMPLE_OUTPUTS.article,
    },
    {
      name: 'escaping',
      input: {
        title: 'Tom & Jerry’s "Best" <Hits> – a very long title that goes past what Google shows',
        description: 'Quotes ", apostrophes \' and <tags> are escaped.',
        url: 'https://example.com/search?q=tom&lang=en',
        image: '',
        imageAlt: '',
        siteName: '',
        locale: '',
        twitterSite: '',
        twitterCreator: '',
      },
      options: { mode: 'generate', index: 'noindex', follow: 'follow', ogType: 'website', twitterCard: 'summary' },
      output: EXAMPLE_OUTPUTS.escaping,
    },
    {
      name: 'relativeImage',
      input: { title: 'Spring sale', description: '', url: '', image: '/img/sale.png', imageAlt: '', siteName: '', locale: '', twitterSite: '', twitterCreator: '' },
      options: { mode: 'generate', index: 'index', follow: 'follow', ogType: 'website', twitterCard: 'summary_large_image' },
      output: { kind: 'tool-error', code: 'imageInvalid', params: { field: 'image' } },
    },
    {
      name: 'checkHead',
      input: {
        html: `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Winter boots, snow boots &amp; hiking boots for women and men – free delivery | Northpeak Outdoor Store</title>
  <meta name="description" content="Shop winter boots.">
  <link rel="canonical" href="https://northpeak.example/boots/winter">
  <link rel="canonical" href="https://northpeak.example/boots/winter?sort=price">
  <meta property="og:title" content="Winter boots &amp; snow boots">
  <meta property="og:title" content="Northpeak">
  <meta property="og:image" content="/media/boots-og.jpg">
  <meta property="og:type" content="website">
  <meta name="twitter:card" content="summary_large_image">
  <meta name="keywords" content="boots, winter boots, snow">
  <script>document.title = "not read";</script>
</head>
<body><svg><title>Cart icon</title></svg></body>
</html>`,
      },
      options: { mode: 'check' },
      output: EXAMPLE_OUTPUTS.checkHead,
    },
    {
      name: 'checkGood',
      input: {
        html: `<title>Pour-over coffee at home: a step-by-step guide</title>
<meta name="description" content="The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home, and what makes it bitter.">
<link rel="canonical" href="https://beanandcup.example/guides/pour-over">
<meta property="og:type" content="article">
<meta property="og:url" content="https://beanandcup.example/guides/pour-over">
<meta property="og:title" content="Pour-over coffee at home">
<meta property="og:image" content="https://beanandcup.example/img/pour-over.jpg">
<meta property="og:site_name" content="Bean &amp; Cup">
<meta name="twitter:card" content="summary">
<meta name="twitter:site" content="@beanandcup">`,
      },
      options: { mode: 'check' },
      output: EXAMPLE_OUTPUTS.checkGood,
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
