import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The SSR bundle's entry is our Express app, so the server gets the app code
  // and the route modules in one build (React Router's custom-server pattern).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node22" } },
    client: { build: { target: "es2022" } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
