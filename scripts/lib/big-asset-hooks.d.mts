/** Node module hooks (big-asset-hooks.mjs): typed for the tests that call them. */
type Resolved = { url: string; format?: string; shortCircuit?: boolean };
export declare function resolve(specifier: string, context: { parentURL?: string }, nextResolve: (specifier: string, context?: unknown) => Promise<Resolved>): Promise<Resolved>;
export declare function load(url: string, context: unknown, nextLoad: (url: string, context?: unknown) => Promise<unknown>): Promise<unknown>;
