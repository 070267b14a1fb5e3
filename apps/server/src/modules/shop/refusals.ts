import { SHOP_MESSAGES } from '@fairplay/contracts';
import { databaseErrorFacts } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError, fieldErrors } from '../../errors.js';

/** The fields a shop row points at, as their foreign keys name them (PostgreSQL's `<table>_<columns>_fkey`). */
const REFERENCES: [RegExp, string, string][] = [
  [/_tax_id_/, 'tax_id', SHOP_MESSAGES.unknownTax],
  [/_sport_id_/, 'sport_id', SHOP_MESSAGES.unknownSport],
  [/_location_id_/, 'location_id', SHOP_MESSAGES.unknownLocation],
  [/_category_kind_category_id_/, 'category_id', SHOP_MESSAGES.notOfKind],
  [/_product_type_kind_product_type_id_/, 'product_type_id', SHOP_MESSAGES.notOfKind],
  [/_brand_kind_brand_id_/, 'brand_id', SHOP_MESSAGES.notOfKind],
  [/_activity_kind_activity_id_/, 'activity_id', SHOP_MESSAGES.notOfKind],
  [/_vendor_kind_vendor_id_/, 'vendor_id', SHOP_MESSAGES.notOfKind],
  [/_unit_kind_unit_id_/, 'unit_id', SHOP_MESSAGES.notOfKind],
  [/_color_kind_color_id_/, 'color_ids', SHOP_MESSAGES.notOfKind],
  [/_size_kind_size_id_/, 'size_ids', SHOP_MESSAGES.notOfKind],
];

/**
 * Runs a write and words the database's refusals of it: a reference to something not of this club (or not of
 * the right list) as a 400 on its field, a taken name or barcode as a 409.
 */
export async function shopWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const facts = databaseErrorFacts(error);
    if (facts?.sqlState === '23503' && facts.constraint) {
      const known = REFERENCES.find(([pattern]) => pattern.test(facts.constraint!));
      if (known) throw fieldError(known[1], known[2]);
    }
    if (facts?.sqlState === '23505') {
      if (facts.constraint === 'shop_items_business_id_barcode_key')
        throw conflict('barcode', SHOP_MESSAGES.barcodeTaken);
      if (facts.constraint === 'shop_items_variant') throw conflict('color_ids', SHOP_MESSAGES.variantTaken);
      if (facts.constraint === 'shop_catalog_active_name' || facts.constraint === 'shop_models_active_name')
        throw conflict('name', SHOP_MESSAGES.nameTaken);
    }
    if (facts?.sqlState === '23514' && facts.constraint === 'shop_stock_not_below_zero')
      throw new AppError(409, SHOP_MESSAGES.belowZero);
    throw error;
  }
}

/** Parses a body by a schema chosen at run time (the list in the path), answering a 400 that names each field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw fieldErrors(
    parsed.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys')
        return issue.keys.map((key) => ({ field: key, message: 'Unrecognized field.' }));
      return [{ field: issue.path.join('.') || 'body', message: issue.message }];
    }),
  );
}
