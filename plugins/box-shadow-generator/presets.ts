/** Ready-made shadows to start from (names in the locale files, presets.<name>). */
export const PRESETS: readonly { name: string; shadow: string }[] = [
  { name: 'soft', shadow: '0 4px 12px 0 rgba(0, 0, 0, 0.25)' },
  { name: 'sharp', shadow: '4px 4px 0 0 #000000' },
  // Tailwind CSS v3.4's shadow-md and shadow-xl.
  { name: 'tailwindMd', shadow: '0 4px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -2px rgba(0, 0, 0, 0.1)' },
  { name: 'tailwindXl', shadow: '0 20px 25px -5px rgba(0, 0, 0, 0.1), 0 8px 10px -6px rgba(0, 0, 0, 0.1)' },
  // Material Design 2's elevation 2 (umbra, penumbra, ambient).
  { name: 'material', shadow: '0 3px 1px -2px rgba(0, 0, 0, 0.2), 0 2px 2px 0 rgba(0, 0, 0, 0.14), 0 1px 5px 0 rgba(0, 0, 0, 0.12)' },
  { name: 'smooth', shadow: '0 1px 2px 0 rgba(0, 0, 0, 0.07), 0 2px 4px 0 rgba(0, 0, 0, 0.07), 0 4px 8px 0 rgba(0, 0, 0, 0.07), 0 8px 16px 0 rgba(0, 0, 0, 0.07), 0 16px 32px 0 rgba(0, 0, 0, 0.07)' },
  { name: 'inset', shadow: 'inset 0 2px 6px 0 rgba(0, 0, 0, 0.2)' },
  { name: 'neumorphism', shadow: '8px 8px 16px 0 rgba(163, 177, 198, 0.6), -8px -8px 16px 0 rgba(255, 255, 255, 0.8)' },
  { name: 'glow', shadow: '0 0 24px 4px rgba(30, 144, 255, 0.6)' },
  { name: 'ring', shadow: '0 0 0 3px rgba(30, 144, 255, 0.5)' },
];
