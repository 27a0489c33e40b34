declare module 'virtual:endpoint-table' {
  const table: Record<string, Record<string, { method: string; path: string; headers?: string[] }>>;
  export default table;
}

declare module 'virtual:bootstrap-icons/*' {
  /** One bootstrap-icons icon's inner SVG markup, by its name in the module's path (build/bootstrap-icons.ts). */
  export type IconSvg = string & { readonly __brand: 'bootstrap-icon' };
  const icon: IconSvg;
  export default icon;
}
