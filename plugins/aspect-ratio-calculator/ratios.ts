/**
 * Common aspect ratios with the standard resolutions that use them. `w:h` is the exact ratio of those
 * resolutions; `name` is what people call it where the two differ ("21:9" monitors are 64:27,
 * 2560 × 1080, and 43:18, 3440 × 1440; DCI 4K is 256:135, 4096 × 2160). Sources: ITU-R BT.709 and BT.2020 (1280 × 720,
 * 1920 × 1080, 3840 × 2160, 7680 × 4320), the VESA display modes (640 × 480 … 2560 × 1600),
 * SMPTE/DCI Digital Cinema System Specification (2048 × 1080, 1998 × 1080 flat, 2048 × 858 scope,
 * and their 4K doubles), the platforms' published upload sizes (1080 × 1080, 1080 × 1350, 1080 × 1920).
 */
export interface CommonRatio {
  /** The locale key of its use, and its id. */
  readonly id: string;
  /** The name people use ("21:9", "2.39:1"). */
  readonly name: string;
  /** The exact ratio of its standard resolutions, in lowest terms. */
  readonly w: number;
  readonly h: number;
  /** Other exact ratios sold under the same name (3440 × 1440 monitors, 43:18, are "21:9" too). */
  readonly also?: readonly (readonly [number, number])[];
  readonly resolutions: readonly (readonly [number, number])[];
}

export const COMMON_RATIOS: readonly CommonRatio[] = [
  { id: 'square', name: '1:1', w: 1, h: 1, resolutions: [[1080, 1080], [2048, 2048]] },
  { id: 'monitor54', name: '5:4', w: 5, h: 4, resolutions: [[1280, 1024], [2560, 2048]] },
  { id: 'standard', name: '4:3', w: 4, h: 3, resolutions: [[640, 480], [800, 600], [1024, 768], [1600, 1200]] },
  { id: 'photo', name: '3:2', w: 3, h: 2, resolutions: [[2160, 1440], [3000, 2000], [6000, 4000]] },
  { id: 'laptop', name: '16:10', w: 8, h: 5, resolutions: [[1280, 800], [1440, 900], [1920, 1200], [2560, 1600]] },
  { id: 'widescreen', name: '16:9', w: 16, h: 9, resolutions: [[1280, 720], [1920, 1080], [2560, 1440], [3840, 2160], [7680, 4320]] },
  { id: 'cinemaFlat', name: '1.85:1', w: 37, h: 20, resolutions: [[1998, 1080], [3996, 2160]] },
  { id: 'dci', name: '17:9', w: 256, h: 135, resolutions: [[2048, 1080], [4096, 2160]] },
  { id: 'ultrawide', name: '21:9', w: 64, h: 27, also: [[43, 18]], resolutions: [[2560, 1080], [3440, 1440], [5120, 2160]] },
  { id: 'cinemaScope', name: '2.39:1', w: 1024, h: 429, resolutions: [[2048, 858], [4096, 1716]] },
  { id: 'superUltrawide', name: '32:9', w: 32, h: 9, resolutions: [[3840, 1080], [5120, 1440]] },
  { id: 'portraitPost', name: '4:5', w: 4, h: 5, resolutions: [[1080, 1350]] },
  { id: 'vertical', name: '9:16', w: 9, h: 16, resolutions: [[720, 1280], [1080, 1920]] },
];
