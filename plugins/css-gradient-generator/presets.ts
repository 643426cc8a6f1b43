/** Ready-made gradients to start from (names in the locale files, presets.<name>). */
export const PRESETS: readonly { name: string; gradient: string }[] = [
  { name: 'sunset', gradient: 'linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)' },
  { name: 'ocean', gradient: 'linear-gradient(135deg, #2193b0 0%, #6dd5ed 100%)' },
  { name: 'mint', gradient: 'linear-gradient(180deg in oklab, #d4fc79 0%, #96e6a1 100%)' },
  { name: 'night', gradient: 'linear-gradient(180deg, #0f2027 0%, #203a43 50%, #2c5364 100%)' },
  { name: 'spotlight', gradient: 'radial-gradient(circle at 30% 30%, #ffffff 0%, rgba(255, 255, 255, 0) 60%)' },
  { name: 'glow', gradient: 'radial-gradient(ellipse at 50% 100%, #fbc2eb 0%, #a6c1ee 100%)' },
  { name: 'colorWheel', gradient: 'conic-gradient(from 0deg at 50% 50% in oklch, #ff0000 0%, #ffff00 16.67%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%)' },
  { name: 'stripes', gradient: 'repeating-linear-gradient(45deg, #1e90ff 0%, #1e90ff 5%, #ffffff 5%, #ffffff 10%)' },
];
