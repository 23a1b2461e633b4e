import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One Babel pass for the Lingui macro and effector's sids (STACK-NOTES "Build").
export const plugins = () => [
  react(),
  lingui({ failOnMissing: true, failOnCompileError: true }),
  babel({
    presets: [linguiTransformerBabelPreset()],
    plugins: [['effector/babel-plugin', { addLoc: false, reactSsr: false }]],
  }),
];

export default defineConfig({
  plugins: plugins(),
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: true,
    rollupOptions: { input: 'client/entry-client.tsx' },
  },
  ssr: { noExternal: [] },
  server: { watch: { ignored: ['**/data/**', '**/dist/**', '**/*.log', '**/.tmp/**'] } },
});
