export declare const MODULE_SWAPS: readonly { importer: RegExp; specifier: string; file: string }[];
export declare const SWAPPED_PACKAGES: string[];
