import { z } from 'zod';

/** Every answer of the API has this shape; `code` always equals the HTTP status. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ code: z.number().int(), payload, message: z.string() });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorPayloadSchema = z
  .object({
    name: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .passthrough()
  .nullable();

export const errorEnvelopeSchema = envelope(errorPayloadSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  payload: T;
  message: string;
}

export const okSchema = z.null();
