import { LIMITS, type Limiter } from '../limits/index.js';
import type { WaiversService } from './waivers.service.js';

/**
 * Caps how often a club stores a waiver (LIMITS.waiverUploads, per club). An upload that is refused (not a PDF, a
 * bad name) gives its try back: only stored files count.
 */
export function withUploadLimit(service: WaiversService, limiter: Limiter): WaiversService {
  return {
    ...service,
    async upload(member, fileName, content) {
      const reservation = await limiter.reserve(LIMITS.waiverUploads, String(member.business.id));
      try {
        return await service.upload(member, fileName, content);
      } catch (error) {
        await limiter.release(reservation);
        throw error;
      }
    },
  };
}
