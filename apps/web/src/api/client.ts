import {
  MESSAGES,
  pathOf,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointPayload,
  type FieldError,
} from '@fairplay/contracts';
import { clearToken, getSelection, getToken } from './storage';

const BASE = '/api/v1';

export interface ErrorPayload {
  name?: string;
  errors?: FieldError[];
  [key: string]: unknown;
}

/** A failed call: `status` is the HTTP status (0 when the server could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly payload: ErrorPayload | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    return this.payload?.errors ?? [];
  }
}

export const NETWORK_ERROR_MESSAGE = 'Unable to reach Fairplay. Please check your connection and try again.';

type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app decides what a lost session means for the screen (the client only forgets the token). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function headersFor(body: unknown, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ accept: 'application/json', ...extra });
  // A form's content type carries its boundary, which the browser writes itself.
  if (body instanceof FormData) headers.delete('content-type');
  else if (body instanceof Blob) headers.set('content-type', body.type || 'application/octet-stream');
  else if (body !== undefined) headers.set('content-type', 'application/json');
  const token = getToken();
  if (token) headers.set('access-token', token);
  const selection = getSelection();
  headers.set('location-id', String(selection.locationId));
  headers.set('facility-group-id', String(selection.facilityGroupId));
  return headers;
}

interface EnvelopeLike {
  code?: unknown;
  payload?: unknown;
  message?: unknown;
}

async function readEnvelope(response: Response): Promise<EnvelopeLike | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as EnvelopeLike) : null;
  } catch {
    return null;
  }
}

export interface ApiResult<T> {
  payload: T;
  message: string;
}

/** Sends one call and unwraps the `{code, payload, message}` envelope; failures throw an ApiError. */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<ApiResult<T>> {
  const sentToken = getToken();
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers: headersFor(body, extraHeaders),
      body: body === undefined || body instanceof Blob || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  return unwrap<T>(response, sentToken);
}

async function unwrap<T>(response: Response, sentToken: string | null): Promise<ApiResult<T>> {
  const envelope = await readEnvelope(response);
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  if (response.ok && envelope) return { payload: envelope.payload as T, message };
  const payload = envelope?.payload && typeof envelope.payload === 'object' ? (envelope.payload as ErrorPayload) : null;
  const error = new ApiError(response.status, message || MESSAGES.serverError, payload);
  if (response.status === 401 && sentToken && getToken() === sentToken) {
    clearToken();
    onUnauthorized(error.message);
  }
  throw error;
}

declare global {
  interface Window {
    /** Calls index.html starts before the app's code has loaded, keyed by what they are for. */
    __fairplayEarly?: {
      session?: Promise<Response>;
      /** The court sheet's first listing (index.html): the body it sent, as JSON, and its answer. */
      listing?: Promise<{ body: string; response: Promise<Response> } | null>;
    };
  }
}

/**
 * The answer to GET users/info that index.html asked for while the app's code downloaded, taken once; null
 * when there is none (signed out, a public page, or already taken). It is read exactly like a call of our own.
 */
export function takeEarlySession<T>(): Promise<T> | null {
  const early = window.__fairplayEarly?.session;
  if (!early) return null;
  delete window.__fairplayEarly!.session;
  const sentToken = getToken();
  return early.then(
    (response) => unwrap<T>(response, sentToken).then((result) => result.payload),
    () => {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    },
  );
}

/**
 * The court sheet's first listing, which index.html asks for as soon as users/info answers, while the sheet's
 * code is still loading; taken once. Null when there is none, or when it asked for another body than `body`
 * (say another day or filter): the caller then asks itself. Read exactly like a call of our own.
 */
export async function takeEarlyListing<T>(body: unknown): Promise<T | null> {
  const early = window.__fairplayEarly?.listing;
  if (!early) return null;
  delete window.__fairplayEarly!.listing;
  const sentToken = getToken();
  const asked = await early.catch(() => null);
  if (!asked || asked.body !== JSON.stringify(body)) return null;
  const response = await asked.response.catch(() => null);
  if (!response) return null;
  return (await unwrap<T>(response, sentToken)).payload;
}

/** The arguments of a call: its input is required exactly when the endpoint has params, a query or a body. */
export type CallArgs<E extends EndpointDefinition> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export interface CallOptions {
  /** Makes a create safe to retry: the server answers a repeated key with the first answer. */
  idempotencyKey?: string;
}

/** The URL of one call, relative to the site (for links, streams and files). */
export function urlOf<E extends EndpointDefinition>(definition: E, input?: EndpointInput<E>): string {
  const parts = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return `${BASE}${pathOf(definition, parts.params, parts.query)}`;
}

/** Sends one call of the endpoint table and answers its payload and message; failures throw an ApiError. */
export function callWithMessage<E extends EndpointDefinition>(
  definition: E,
  ...[input, options]: CallArgs<E>
): Promise<ApiResult<EndpointPayload<E>>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const body = parts.body ?? (definition.method === 'POST' || definition.method === 'PUT' ? {} : undefined);
  const headers = options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : undefined;
  return request<EndpointPayload<E>>(definition.method, pathOf(definition, parts.params, parts.query), body, headers);
}

/** Sends one call of the endpoint table and answers its payload; failures throw an ApiError. */
export function call<E extends EndpointDefinition>(definition: E, ...args: CallArgs<E>): Promise<EndpointPayload<E>> {
  return callWithMessage(definition, ...args).then((result) => result.payload);
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path).then((result) => result.payload),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}).then((result) => result.payload),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}).then((result) => result.payload),
  delete: <T>(path: string) => request<T>('DELETE', path).then((result) => result.payload),
  /** Sends a file as the raw body, typed by the file's own content type. */
  upload: <T>(path: string, file: Blob) => request<T>('PUT', path, file).then((result) => result.payload),
};

/** Fetches a protected file with the session headers, for opening in a new tab. */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(`${BASE}${path}`, { headers: headersFor(undefined) });
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    throw new ApiError(
      response.status,
      typeof envelope?.message === 'string' ? envelope.message : MESSAGES.serverError,
    );
  }
  return response.blob();
}

/**
 * Opens a protected download with the session headers and answers the response once it is known to be a
 * success, so the caller can read its body as it streams (for a progress bar) and name the file from its headers.
 */
export async function fetchDownload(path: string): Promise<Response> {
  const response = await fetch(`${BASE}${path}`, { headers: headersFor(undefined) });
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    throw new ApiError(
      response.status,
      typeof envelope?.message === 'string' ? envelope.message : MESSAGES.serverError,
    );
  }
  return response;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.serverError;
}
