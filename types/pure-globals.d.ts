// The few Web APIs that Node, browsers and Workers all have, for plugin code type-checked without the DOM library.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
}
declare function btoa(data: string): string;
declare function atob(data: string): string;
declare const crypto: {
  getRandomValues<T extends Uint8Array | Uint16Array | Uint32Array>(array: T): T;
  randomUUID(): string;
};
