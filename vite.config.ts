import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './server/http/precompress';

const serverPort = Number(process.env.PORT ?? 8080);
const serverTarget = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: serverTarget, changeOrigin: false },
      '/socket.io': { target: serverTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
