// What the social cards use of opentype.js (modules/social-cards/card-text.ts). Its DefinitelyTyped package
// pulls in the DOM library, which changes Node's Buffer types for the whole API.
declare module 'opentype.js' {
  export type RenderOptions = { kerning?: boolean };
  export interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  export interface Font {
    getAdvanceWidth(text: string, fontSize: number, options?: RenderOptions): number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: RenderOptions): Path;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
