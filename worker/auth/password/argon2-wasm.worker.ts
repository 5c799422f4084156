/**
 * Worker-only: hands argon2's WebAssembly, imported as a CompiledWasm module (Workers refuse to
 * compile WebAssembly from bytes at run time), to ./argon2. Import it once from the Worker entry:
 *
 *   import "./auth/password/argon2-wasm.worker";
 *
 * `?module` is handled by @cloudflare/vite-plugin (dev and build) and by wrangler's own bundler;
 * the type of `*.wasm?module` comes from the `wrangler types` output (worker/env.d.ts).
 * Node code never imports this file (Node reads the .wasm from node_modules itself).
 */
import argon2Wasm from "@phi-ag/argon2/argon2.wasm?module";
import { provideArgon2Wasm } from "./argon2";

provideArgon2Wasm(argon2Wasm);
