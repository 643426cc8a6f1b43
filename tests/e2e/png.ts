/** What the e2e tests read of a downloaded PNG file, straight from its bytes (not through the site's own code). */
import { readFile } from 'node:fs/promises';

/** Width, height and pHYs resolution (IHDR at byte 16; pHYs in pixels per unit, unit 1 = metre). */
export async function pngHeader(path: string): Promise<{ width: number; height: number; pixelsPerMetre?: number; unit?: number }> {
  const bytes = await readFile(path);
  const at = bytes.indexOf('pHYs', 8, 'latin1');
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    ...(at < 0 ? {} : { pixelsPerMetre: bytes.readUInt32BE(at + 4), unit: bytes[at + 12] }),
  };
}
