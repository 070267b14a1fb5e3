/** A positive 32-bit id from a route parameter, or null. */
export function idOfParam(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}
