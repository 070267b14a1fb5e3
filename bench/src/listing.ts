import { addDaysToDate, zonedWallTimeToUtc } from '@fairplay/domain';
import { call, summarize, type Summary } from './http.js';

export interface ListingResult extends Summary {
  events: number;
  day: string;
}

/** The instants bounding one club-local day, as the court sheet asks for it. */
export function dayBounds(date: string, timeZone: string): { startDate: string; endDate: string } {
  return {
    startDate: zonedWallTimeToUtc(date, '00:00', timeZone).toISOString(),
    endDate: zonedWallTimeToUtc(addDaysToDate(date, 1), '00:00', timeZone).toISOString(),
  };
}

/**
 * `POST /appointment/listing` for one whole day, all locations and facility groups (every court), sent one
 * after another over HTTP; each sample is the time until the whole answer has arrived and been parsed.
 */
export async function measureListing(
  baseUrl: string,
  token: string,
  day: string,
  timeZone: string,
  options: { warmup: number; samples: number },
): Promise<ListingResult> {
  const body = { ...dayBounds(day, timeZone), assignedTo: null, family: null };
  let events = -1;
  const samples: number[] = [];
  for (let index = 0; index < options.warmup + options.samples; index += 1) {
    const started = performance.now();
    const answer = await call<unknown[]>(baseUrl, '/appointment/listing', body, token);
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`listing answered ${answer.status}: ${answer.body.message}`);
    if (events < 0) events = answer.body.payload.length;
    else if (answer.body.payload.length !== events)
      throw new Error('listing returned a different number of events between calls');
    if (index >= options.warmup) samples.push(elapsed);
  }
  return { ...summarize(samples), events, day };
}

/** How many events the listing returns for one day (all courts). */
export async function countEvents(baseUrl: string, token: string, day: string, timeZone: string): Promise<number> {
  const answer = await call<unknown[]>(
    baseUrl,
    '/appointment/listing',
    { ...dayBounds(day, timeZone), assignedTo: null, family: null },
    token,
  );
  if (answer.status !== 200) throw new Error(`listing answered ${answer.status}: ${answer.body.message}`);
  return answer.body.payload.length;
}
