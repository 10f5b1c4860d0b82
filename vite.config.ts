import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { islandNames } from "./app/islands/names.ts";

// react-i18next gives way to our small hook over i18next (app/i18n/lite-react.tsx) on
// both sides: react-i18next's (subscriptions, memos, a fresh translator per call) was a
// tenth of a page render's CPU. In the browser build (the admin's), the i18n factory
// is one that loads namespaces lazily.
function browserI18n(): Plugin {
  const app = path.resolve(import.meta.dirname, "app");
  const factory = path.join(app, "i18n/i18n.ts");
  return {
    name: "zrnce-browser-i18n",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source === "react-i18next") return path.join(app, "i18n/lite-react.tsx");
      if (this.environment.name !== "client") return null;
      if (!source.endsWith("i18n.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === factory ? path.join(app, "i18n/i18n.browser.ts") : null;
    },
  };
}

/**
 * The public pages' scripts (docs/decisions/0035-public-pages-without-the-router.md):
 * each island of app/islands/names.ts becomes a chunk of the browser build, and build/client/islands.json names the hashed file of each, which the server
 * reads once (app/islands/manifest.server.ts). They share no code with React.
 */
function islands(): Plugin {
  const dir = path.resolve(import.meta.dirname, "app/islands");
  return {
    name: "zrnce-islands",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      if (this.environment.mode !== "build") return;
      for (const name of islandNames)
        this.emitFile({ type: "chunk", id: path.join(dir, `${name}.ts`), name: `island-${name}` });
    },
    generateBundle(_options, bundle) {
      const manifest: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.facadeModuleId?.startsWith(dir)) continue;
        manifest[path.basename(chunk.facadeModuleId, ".ts")] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: "islands.json", source: JSON.stringify(manifest) });
    },
  };
}

export default defineConfig({
  // The SSR bundle's entry is our Express app, so the server gets the app code
  // and the route modules in one build (React Router's custom-server pattern).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node22" } },
    client: {
      build: {
        target: "es2022",
        rollupOptions: {
          output: {
            // React, React DOM and React Router in one file that every page loads: 25
            // small chunks cost 3.6 KB of gzip overhead on the products page (0015).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  // Fonts stay files even when tiny (the Serbian-letter subsets are under 4 KB): a data
  // URL would put them in the render-blocking stylesheet and break their preload links.
  build: {
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rollupOptions: {
      // The password hint loads the scorer lazily in the browser, while the server has
      // it at hand for newPasswordField (app/schemas/password.ts): one server chunk is right.
      onwarn(warning, warn) {
        if (warning.code === "INEFFECTIVE_DYNAMIC_IMPORT" && warning.message.includes("password-strength"))
          return;
        warn(warning);
      },
    },
  },
  plugins: [browserI18n(), tailwindcss(), reactRouter(), islands()],
});
