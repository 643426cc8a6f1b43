export const EXAMPLE_OUTPUTS = {} as Record<string, never>;
