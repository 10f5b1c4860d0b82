// The storage error catalogue of spec §8, shared by the upload endpoint (which
// answers with { error: { code, message } }) and the upload client (which
// throws StorageError). Codes and wording follow the spec's cloud storage.

export type StorageErrorCode =
  | "storage/object-not-found"
  | "storage/unauthenticated"
  | "storage/unauthorized"
  | "storage/quota-exceeded"
  | "storage/retry-limit-exceeded"
  | "storage/canceled"
  | "storage/invalid-url"
  | "storage/invalid-format"
  | "storage/no-download-url"
  | "storage/file-too-large"
  | "storage/unknown";

export const storageMessages = {
  objectNotFound: (path: string) => `Object '${path}' does not exist.`,
  unauthenticated: "User is not authenticated, please authenticate and try again.",
  unauthorized: (path: string) => `User does not have permission to access '${path}'.`,
  quotaExceeded: "Quota for the media storage exceeded, please delete unused images and try again.",
  retryLimitExceeded: "Max retry time for operation exceeded, please try again.",
  canceled: "User canceled the upload/download.",
  invalidUrl: (url: string) => `Invalid URL '${url}'.`,
  invalidFormat: (format: string) => `String does not match format '${format}'.`,
  invalidImage: "The file is not a JPEG, PNG, WebP, AVIF or GIF image.",
  noDownloadUrl: "The given file does not have any download URLs.",
  fileTooLarge: (limit: string) => `The file is larger than ${limit}.`,
  unknown: "An unknown error occurred, please check the error payload for server response.",
};

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly status: number;
  constructor(code: StorageErrorCode, message: string, status = 0) {
    super(message);
    this.name = "StorageError";
    this.code = code;
    this.status = status;
  }
}

/** The HTTP status the endpoint answers each error with. */
export const storageStatus: Record<StorageErrorCode, number> = {
  "storage/object-not-found": 404,
  "storage/unauthenticated": 401,
  "storage/unauthorized": 403,
  "storage/quota-exceeded": 402,
  "storage/retry-limit-exceeded": 0,
  "storage/canceled": 0,
  "storage/invalid-url": 400,
  "storage/invalid-format": 400,
  "storage/no-download-url": 404,
  "storage/file-too-large": 413,
  "storage/unknown": 500,
};
