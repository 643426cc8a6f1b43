/** The 14 standard PDF fonts' substitutes that pdf.js ships, fetched from the site only when a PDF uses one it does not embed. */
import FoxitDingbatspfb from 'pdfjs-dist/standard_fonts/FoxitDingbats.pfb?big';
import FoxitFixedpfb from 'pdfjs-dist/standard_fonts/FoxitFixed.pfb?big';
import FoxitFixedBoldpfb from 'pdfjs-dist/standard_fonts/FoxitFixedBold.pfb?big';
import FoxitFixedBoldItalicpfb from 'pdfjs-dist/standard_fonts/FoxitFixedBoldItalic.pfb?big';
import FoxitFixedItalicpfb from 'pdfjs-dist/standard_fonts/FoxitFixedItalic.pfb?big';
import FoxitSerifpfb from 'pdfjs-dist/standard_fonts/FoxitSerif.pfb?big';
import FoxitSerifBoldpfb from 'pdfjs-dist/standard_fonts/FoxitSerifBold.pfb?big';
import FoxitSerifBoldItalicpfb from 'pdfjs-dist/standard_fonts/FoxitSerifBoldItalic.pfb?big';
import FoxitSerifItalicpfb from 'pdfjs-dist/standard_fonts/FoxitSerifItalic.pfb?big';
import FoxitSymbolpfb from 'pdfjs-dist/standard_fonts/FoxitSymbol.pfb?big';
import LiberationSansBoldttf from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?big';
import LiberationSansBoldItalicttf from 'pdfjs-dist/standard_fonts/LiberationSans-BoldItalic.ttf?big';
import LiberationSansItalicttf from 'pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf?big';
import LiberationSansRegularttf from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?big';

export const STANDARD_FONTS: Readonly<Record<string, typeof FoxitDingbatspfb>> = {
  'FoxitDingbats.pfb': FoxitDingbatspfb,
  'FoxitFixed.pfb': FoxitFixedpfb,
  'FoxitFixedBold.pfb': FoxitFixedBoldpfb,
  'FoxitFixedBoldItalic.pfb': FoxitFixedBoldItalicpfb,
  'FoxitFixedItalic.pfb': FoxitFixedItalicpfb,
  'FoxitSerif.pfb': FoxitSerifpfb,
  'FoxitSerifBold.pfb': FoxitSerifBoldpfb,
  'FoxitSerifBoldItalic.pfb': FoxitSerifBoldItalicpfb,
  'FoxitSerifItalic.pfb': FoxitSerifItalicpfb,
  'FoxitSymbol.pfb': FoxitSymbolpfb,
  'LiberationSans-Bold.ttf': LiberationSansBoldttf,
  'LiberationSans-BoldItalic.ttf': LiberationSansBoldItalicttf,
  'LiberationSans-Italic.ttf': LiberationSansItalicttf,
  'LiberationSans-Regular.ttf': LiberationSansRegularttf,
};
