/**
 * Minimal argon2id over the WebAssembly build shipped by `@phi-ag/argon2` (0.5.28, pinned: this
 * file calls the .wasm's C exports directly, so an upgrade must pass the known-answer tests).
 *
 * Why not the package's `Argon2` class: its `hash()` passes `password.length` (UTF-16 code units)
 * as the password's byte length, so any non-ASCII password is truncated ("é" and "Ã" hash the
 * same). Here the password is UTF-8 encoded first and its byte length is passed.
 *
 * Where the .wasm comes from (the loader seam):
 * - Worker: Workers refuse WebAssembly compiled from bytes at run time, so the Worker imports the
 *   file as a CompiledWasm module (`./argon2-wasm.worker.ts`, imported once by the Worker entry)
 *   and hands it over with `provideArgon2Wasm`.
 * - Node (tsx scripts, vitest unit tests): nothing to do; the first hash reads the .wasm from
 *   node_modules and compiles it.
 */

/** The C exports of the emscripten build (reference argon2 `argon2_hash`, emscripten malloc/free). */
interface Argon2Exports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  argon2_hash(
    t_cost: number,
    m_cost: number,
    parallelism: number,
    pwd: number,
    pwdlen: number,
    salt: number,
    saltlen: number,
    hash: number,
    hashlen: number,
    encoded: number,
    encodedlen: number,
    type: number,
    version: number,
  ): number;
  argon2_error_message(code: number): number;
}

const ARGON2_ID = 2;
const ARGON2_VERSION_13 = 0x13;
/** After a hash leaves the instance's memory above this (a hash made with larger `m`), the instance
 * is dropped so the isolate can reclaim it; wasm memory never shrinks otherwise. */
const RETAIN_MEMORY_BYTES = 32 * 1024 * 1024;

let wasmSource: WebAssembly.Module | undefined;
let instance: Promise<Argon2Exports> | undefined;

/** Worker seam: give the CompiledWasm module imported with `?module`. Call before the first hash. */
export function provideArgon2Wasm(module: WebAssembly.Module): void {
  wasmSource = module;
  instance = undefined;
}

const isWorkerd = () => typeof navigator !== "undefined" && navigator.userAgent === "Cloudflare-Workers";

async function nodeWasmModule(): Promise<WebAssembly.Module> {
  if (isWorkerd()) throw new Error("argon2: no wasm module provided; import './argon2-wasm.worker' from the Worker entry");
  const [{ readFile }, { createRequire }] = await Promise.all([import("node:fs/promises"), import("node:module")]);
  const path = createRequire(import.meta.url).resolve("@phi-ag/argon2/argon2.wasm");
  return WebAssembly.compile(await readFile(path));
}

async function instantiate(): Promise<Argon2Exports> {
  wasmSource ??= await nodeWasmModule();
  // With a Module (not bytes) this resolves to an Instance; workerd allows this.
  const inst = await WebAssembly.instantiate(wasmSource, {});
  const exports = inst.exports as unknown as Argon2Exports;
  exports._initialize();
  return exports;
}

function getExports(): Promise<Argon2Exports> {
  instance ??= instantiate().catch((err) => {
    instance = undefined;
    throw err;
  });
  return instance;
}

export interface Argon2Input {
  /** memory in KiB */
  m: number;
  /** passes */
  t: number;
  /** lanes (computed one after the other: the build has no threads) */
  p: number;
  salt: Uint8Array;
  hashLength: number;
}

/** Raw argon2id (v=19) tag of `password` (bytes). Synchronous inside the wasm; async only to load it. */
export async function argon2idRaw(password: Uint8Array, { m, t, p, salt, hashLength }: Argon2Input): Promise<Uint8Array> {
  const wasm = await getExports();
  const pwdPtr = wasm.malloc(Math.max(password.length, 1));
  const saltPtr = wasm.malloc(salt.length);
  const outPtr = wasm.malloc(hashLength);
  if (!pwdPtr || !saltPtr || !outPtr) throw new Error("argon2: out of wasm memory");
  try {
    new Uint8Array(wasm.memory.buffer).set(password, pwdPtr);
    new Uint8Array(wasm.memory.buffer).set(salt, saltPtr);
    const rc = wasm.argon2_hash(
      t,
      m,
      p,
      pwdPtr,
      password.length,
      saltPtr,
      salt.length,
      outPtr,
      hashLength,
      0,
      0,
      ARGON2_ID,
      ARGON2_VERSION_13,
    );
    // argon2_hash may have grown memory: take a fresh view.
    const heap = new Uint8Array(wasm.memory.buffer);
    if (rc !== 0) {
      let end = wasm.argon2_error_message(rc);
      const start = end;
      while (heap[end]) end++;
      throw new Error(`argon2: ${new TextDecoder().decode(heap.subarray(start, end))}`);
    }
    return heap.slice(outPtr, outPtr + hashLength);
  } finally {
    const heap = new Uint8Array(wasm.memory.buffer);
    heap.fill(0, pwdPtr, pwdPtr + password.length); // do not leave the password in the heap
    heap.fill(0, outPtr, outPtr + hashLength);
    wasm.free(pwdPtr);
    wasm.free(saltPtr);
    wasm.free(outPtr);
    if (wasm.memory.buffer.byteLength > RETAIN_MEMORY_BYTES) instance = undefined;
  }
}
