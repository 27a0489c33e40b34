declare module 'virtual:endpoint-table' {
  const table: Record<string, Record<string, { method: string; path: string; headers?: string[] }>>;
  export default table;
}

declare module 'virtual:bootstrap-icons' {
  /** Inner SVG markup by icon name (src/components/icon-names.ts). */
  const icons: Record<string, string>;
  export default icons;
}
