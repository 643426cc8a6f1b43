/**
 * What the command prints for a result: the text the page's Copy button copies (the host's own
 * copyText, through the tool's view). Where the page offers no Copy, the image's SVG (so that
 * `toolbench <image tool> > out.svg` works), else every block as text.
 */
import { asResultView, defaultView, type ResultView, type ViewFn } from '@sdk/core/result.ts';
import { blockText, copyText, hasCopyableBlock, type DisplayContext } from '@sdk/ui/displayText.ts';

/** The blocks the page shows for a result. */
export function resultView(result: unknown, view: ViewFn | undefined, input: Record<string, unknown>, options: Record<string, unknown>): ResultView {
  return view ? asResultView(view(result, { input, options })) : defaultView(result);
}

export function resultText(view: ResultView, ctx: DisplayContext): string {
  if (view.copy !== undefined || hasCopyableBlock(view)) return copyText(view, ctx);
  const image = view.blocks.find((b) => b.kind === 'image');
  if (image) return image.svg;
  return view.blocks
    .map((b) => blockText(b, ctx))
    .filter((text) => text !== '')
    .join('\n\n');
}

/** Text ends with one newline on a terminal, unless it is empty or already does. */
export function withNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}
