import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { classPacksRoutes } from './class-packs.routes.js';
import { createClassPacksService } from './class-packs.service.js';

export {
  grantPack,
  takePackUse,
  returnPackUse,
  refundPurchaseUses,
  type GrantPackInput,
  type TakeUseInput,
} from './pack-uses.js';
export { packIdsOfUses } from './class-packs.repository.js';

/**
 * Class packs (issue 14; tables class_packs, class_pack_uses): a one-time product with a number of uses, bought
 * through memberships (which grants the pack with `grantPack` in the transaction that marks the purchase paid) and
 * spent by court time, lesson places and coach sessions through the checkout (`takePackUse` in the booking's
 * transaction, `returnPackUse` in a cancellation's inside the window). Serves a member's packs and their history.
 */
export function classPacksModule(deps: AppDeps): AppModule {
  return { name: 'class-packs', routes: classPacksRoutes(createClassPacksService(deps.now)) };
}
