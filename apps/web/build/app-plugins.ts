import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { bootstrapIcons } from './bootstrap-icons.ts';
import { endpointTable } from './endpoint-table.ts';

/** The plugins the app's code needs wherever it runs: the build, the dev server and the component tests. */
export function appPlugins(): PluginOption[] {
  return [react(), endpointTable(), bootstrapIcons()];
}
