/** Every chunk in one text file, each under a line `----- chunk N -----`, with a blank line between chunks. */
export function allChunksTxt(chunks: readonly string[]): string {
  return chunks.map((chunk, i) => `----- chunk ${i + 1} -----\n${chunk}`).join('\n\n');
}

/** What "Copy all" copies: the chunks with a blank line between them. */
export function allChunksText(chunks: readonly string[]): string {
  return chunks.join('\n\n');
}
