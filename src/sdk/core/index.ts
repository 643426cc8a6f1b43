export * from './toolError.ts';
export * from './manifest.ts';
export * from './text.ts';
export * from './csv.ts';
export * from './random.ts';
