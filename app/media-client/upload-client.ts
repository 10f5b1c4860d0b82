import { StorageError, type StorageErrorCode, storageMessages } from "./storage-errors.ts";

// The admin's storage client (spec §7 and §9, DESIGN.md §9). It uploads one
// image as multipart with a name, reads metadata, retries 5xx, 408 and 429 with
// exponential backoff (1 s doubling, capped at 64×), gives up after 120 s for an
// operation and 600 s for an upload, and can be cancelled. The clock and the
// transport are injectable so tests can drive it against a real local server
// without waiting real minutes.

export const maxOperationRetryTime = 120_000;
export const maxUploadRetryTime = 600_000;
export const backoffCap = 64;

export type StringFormat = "raw" | "base64" | "base64url" | "data_url";
export type UploadSource = Blob | Uint8Array | ArrayBuffer | { data: string; format: StringFormat };

export interface Clock {
  now(): number;
  /** Resolves after ms, or rejects with the signal's reason when aborted. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** 0 ≤ x < 1, for the jitter that keeps many clients from retrying in step. */
  random(): number;
}

export const realClock: Clock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
    }),
};

export interface Progress {
  bytesTransferred: number;
  totalBytes: number;
}

export interface TransportRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: FormData;
  signal: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

export interface TransportResponse {
  /** 0 when the network failed before any answer. */
  status: number;
  text: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** fetch: works everywhere; progress is reported once the body has gone. */
export const fetchTransport: Transport = async (req) => {
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
      credentials: "same-origin",
    });
    const text = await res.text();
    return { status: res.status, text };
  } catch (error) {
    if (req.signal.aborted) throw error;
    return { status: 0, text: "" };
  }
};

/** XMLHttpRequest: the browser's way to watch an upload's progress. */
export const xhrTransport: Transport = (req) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [k, v] of Object.entries(req.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) req.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: "" });
    xhr.onabort = () => reject(req.signal.reason);
    if (req.signal.aborted) return reject(req.signal.reason);
    req.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(req.body ?? null);
  });

const base64Alphabet = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(text: string, format: "base64" | "base64url"): Uint8Array {
  let s = text.replace(/\s+/g, "");
  if (format === "base64url") {
    if (/[+/]/.test(s))
      throw new StorageError("storage/invalid-format", storageMessages.invalidFormat(format));
    s = s.replace(/-/g, "+").replace(/_/g, "/");
  } else if (/[-_]/.test(s)) {
    throw new StorageError("storage/invalid-format", storageMessages.invalidFormat(format));
  }
  s = s.padEnd(s.length + ((4 - (s.length % 4)) % 4), "=");
  if (!base64Alphabet.test(s) || s.length % 4 !== 0)
    throw new StorageError("storage/invalid-format", storageMessages.invalidFormat(format));
  try {
    const binary = atob(s);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    throw new StorageError("storage/invalid-format", storageMessages.invalidFormat(format));
  }
}

/** Any accepted source as a Blob (and the content type a data URL names). */
export function toBlob(source: UploadSource): Blob {
  if (source instanceof Blob) return source;
  if (source instanceof Uint8Array) return new Blob([source as Uint8Array<ArrayBuffer>]);
  if (source instanceof ArrayBuffer) return new Blob([source]);
  const { data, format } = source;
  if (format === "raw") return new Blob([new TextEncoder().encode(data)]);
  if (format === "base64" || format === "base64url")
    return new Blob([decodeBase64(data, format) as Uint8Array<ArrayBuffer>]);
  const match = /^data:([^,;]*)((?:;[^,;]+)*?)(;base64)?,(.*)$/s.exec(data);
  if (!match) throw new StorageError("storage/invalid-format", storageMessages.invalidFormat("data_url"));
  const [, type = "", , isBase64, payload = ""] = match;
  const bytes = isBase64
    ? decodeBase64(payload, "base64")
    : new TextEncoder().encode(
        (() => {
          try {
            return decodeURIComponent(payload);
          } catch {
            throw new StorageError("storage/invalid-format", storageMessages.invalidFormat("data_url"));
          }
        })(),
      );
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}

export interface StorageTokens {
  authorization: string;
  appCheck: string;
  /** ISO time the server stops accepting them (two hours after issue, decision 0008). */
  expiresAt?: string;
}

/** Tokens this close to expiry are renewed before a request rather than sent to fail. */
export const tokenRefreshMargin = 5 * 60_000;

/**
 * Fresh tokens from the signed-in admin (the admin layout guards the URL; a
 * signed-out session is answered with a redirect, which counts as failure).
 */
export async function fetchUploadTokens(url = "/admin/media/tokens"): Promise<StorageTokens> {
  const res = await fetch(url, { credentials: "same-origin", redirect: "error", cache: "no-store" });
  const body = res.ok ? ((await res.json().catch(() => null)) as StorageTokens | null) : null;
  if (!body?.authorization || !body.appCheck)
    throw new StorageError("storage/unauthenticated", storageMessages.unauthenticated, 401);
  return body;
}

export interface StorageClientOptions {
  baseUrl?: string;
  getTokens: () => StorageTokens | Promise<StorageTokens>;
  /**
   * Asks for new tokens: before a request when the current ones expire within
   * tokenRefreshMargin, and once per operation after a 401, so a page left
   * open longer than the tokens live keeps working.
   */
  refreshTokens?: () => Promise<StorageTokens>;
  clock?: Clock;
  transport?: Transport;
}

export interface UploadOptions {
  name: string;
  alt?: { sr: string; en: string };
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}

export interface UploadTask<T> {
  promise: Promise<T>;
  cancel(): void;
}

const retryable = (status: number) => status === 0 || status >= 500 || status === 408 || status === 429;

function errorFromResponse(res: TransportResponse, path: string): StorageError {
  let body: { error?: { code?: string; message?: string } } | null = null;
  try {
    body = JSON.parse(res.text);
  } catch {
    body = null;
  }
  const fallback: Record<number, [StorageErrorCode, string]> = {
    401: ["storage/unauthenticated", storageMessages.unauthenticated],
    402: ["storage/quota-exceeded", storageMessages.quotaExceeded],
    403: ["storage/unauthorized", storageMessages.unauthorized(path)],
    404: ["storage/object-not-found", storageMessages.objectNotFound(path)],
  };
  const [code, message] = fallback[res.status] ?? ["storage/unknown", storageMessages.unknown];
  return new StorageError(
    (body?.error?.code as StorageErrorCode | undefined) ?? code,
    body?.error?.message ?? message,
    res.status,
  );
}

export function createStorageClient(options: StorageClientOptions) {
  const clock = options.clock ?? realClock;
  const transport =
    options.transport ?? (typeof XMLHttpRequest === "undefined" ? fetchTransport : xhrTransport);
  const base = options.baseUrl ?? "";

  /** One operation with its retries; the deadline counts from its first attempt. */
  async function withRetries(
    attempt: () => Promise<TransportResponse>,
    maxTime: number,
    signal: AbortSignal,
  ): Promise<TransportResponse> {
    const started = clock.now();
    let factor = 1;
    let renewed = false;
    for (;;) {
      if (signal.aborted) throw canceled();
      let res: TransportResponse;
      try {
        res = await attempt();
      } catch (error) {
        if (signal.aborted) throw canceled();
        throw error;
      }
      // Expired (or otherwise refused) tokens: renew them once and try again at once.
      if (res.status === 401 && options.refreshTokens && !renewed) {
        renewed = true;
        if (await renew()) continue;
      }
      if (!retryable(res.status)) return res;
      const wait = factor * 1000 + Math.floor(clock.random() * 1000);
      if (clock.now() - started + wait > maxTime)
        throw new StorageError(
          "storage/retry-limit-exceeded",
          storageMessages.retryLimitExceeded,
          res.status,
        );
      try {
        await clock.sleep(wait, signal);
      } catch {
        throw canceled();
      }
      factor = Math.min(factor * 2, backoffCap);
    }
  }

  function canceled() {
    return new StorageError("storage/canceled", storageMessages.canceled);
  }

  function task<T>(run: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): UploadTask<T> {
    const controller = new AbortController();
    if (outer) {
      if (outer.aborted) controller.abort();
      else outer.addEventListener("abort", () => controller.abort(), { once: true });
    }
    return { promise: run(controller.signal), cancel: () => controller.abort() };
  }

  let renewedTokens: StorageTokens | null = null;

  async function renew(): Promise<boolean> {
    try {
      renewedTokens = (await options.refreshTokens?.()) ?? null;
    } catch {
      // Signed out or offline: the request's own error says what happened.
      return false;
    }
    return renewedTokens !== null;
  }

  async function headers(): Promise<Record<string, string>> {
    let tokens = renewedTokens ?? (await options.getTokens());
    const expires = tokens.expiresAt ? Date.parse(tokens.expiresAt) : Number.POSITIVE_INFINITY;
    if (options.refreshTokens && clock.now() >= expires - tokenRefreshMargin && (await renew()))
      tokens = renewedTokens ?? tokens;
    return { Authorization: `Bearer ${tokens.authorization}`, "X-App-Check": tokens.appCheck };
  }

  return {
    upload<T = unknown>(source: UploadSource, opts: UploadOptions): UploadTask<T> {
      return task(async (signal) => {
        const blob = toBlob(source);
        const path = `media/${opts.name}`;
        const total = blob.size;
        opts.onProgress?.({ bytesTransferred: 0, totalBytes: total });
        const res = await withRetries(
          async () => {
            const form = new FormData();
            form.set("name", opts.name);
            if (opts.alt) {
              form.set("altSr", opts.alt.sr);
              form.set("altEn", opts.alt.en);
            }
            form.set("file", blob, opts.name);
            return transport({
              url: `${base}/api/media?name=${encodeURIComponent(opts.name)}`,
              method: "POST",
              headers: await headers(),
              body: form,
              signal,
              onProgress: (loaded, all) =>
                opts.onProgress?.({
                  bytesTransferred: Math.min(total, Math.round((loaded / all) * total)),
                  totalBytes: total,
                }),
            });
          },
          maxUploadRetryTime,
          signal,
        );
        if (res.status < 200 || res.status >= 300) throw errorFromResponse(res, path);
        opts.onProgress?.({ bytesTransferred: total, totalBytes: total });
        return JSON.parse(res.text) as T;
      }, opts.signal);
    },

    getMetadata<T = unknown>(id: string, opts: { signal?: AbortSignal } = {}): UploadTask<T> {
      return task(async (signal) => {
        const path = `media/${id}`;
        const res = await withRetries(
          async () =>
            transport({
              url: `${base}/api/media/${encodeURIComponent(id)}`,
              method: "GET",
              headers: await headers(),
              signal,
            }),
          maxOperationRetryTime,
          signal,
        );
        if (res.status < 200 || res.status >= 300) throw errorFromResponse(res, path);
        const body = JSON.parse(res.text) as T & { downloadUrl?: string };
        if (!body.downloadUrl)
          throw new StorageError("storage/no-download-url", storageMessages.noDownloadUrl);
        return body;
      }, opts.signal);
    },
  };
}

export type StorageClient = ReturnType<typeof createStorageClient>;
