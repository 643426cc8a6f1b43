/** Conductor data for the voltage drop: resistivities, AWG sizes and the IEC 60228 sections. */

export const MATERIALS = {
  /** Annealed copper, IEC 60028: 1/58 Ω·mm²/m at 20 °C; temperature coefficient 0.00393 /K. */
  copper: { rho20: 0.017241, alpha: 0.00393 },
  /** Hard-drawn aluminium for conductors, IEC 60889: 0.028264 Ω·mm²/m at 20 °C; 0.00403 /K. */
  aluminium: { rho20: 0.028264, alpha: 0.00403 },
} as const;
export type Material = keyof typeof MATERIALS;

/** The gauges offered, thickest first: 4/0 (0000) to 30. */
export const AWG_SIZES = ['4/0', '3/0', '2/0', '1/0', ...Array.from({ length: 30 }, (_, i) => String(i + 1))] as const;

/** A gauge as the n of the AWG formula: 4/0 → −3, 1/0 → 0, 12 → 12. */
const gaugeNumber = (awg: string): number => (awg.endsWith('/0') ? 1 - Number(awg[0]) : Number(awg));

/** Cross-section of a solid AWG conductor in mm² (ASTM B258: d = 0.127 mm × 92^((36 − n) / 39)). */
export function awgSection(awg: string): number {
  const d = 0.127 * 92 ** ((36 - gaugeNumber(awg)) / 39);
  return (Math.PI / 4) * d * d;
}

/** IEC 60228 nominal cross-sections, mm². */
export const IEC_SECTIONS = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300, 400, 500, 630, 800, 1000] as const;
