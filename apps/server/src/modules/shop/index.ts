import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { Charging } from '../checkout/index.js';
import { createCatalogService } from './catalog.service.js';
import { createModelsService } from './models.service.js';
import { createSalesService } from './sales.service.js';
import { shopRoutes } from './shop.routes.js';
import { createStockService } from './stock.service.js';

export { stockDrift } from './stock.repository.js';

export interface ShopNeeds {
  /** The payments module's charging, through which the checkout takes the register's tenders. */
  charging: Charging;
}

/**
 * The pro shop (issue 28; tables shop_catalog, shop_models, shop_items, shop_stock, shop_movements, shop_sales,
 * shop_sale_lines, shop_sale_tenders): the back office's catalogue, items (model x colour x size), stock as an
 * append-only movement log whose on-hand figures the database keeps and guards, and the register's sales, paid
 * through the checkout. docs/architecture.md "The pro shop".
 */
export function shopModule(deps: AppDeps, needs: ShopNeeds): AppModule {
  return {
    name: 'shop',
    routes: shopRoutes({
      catalog: createCatalogService(deps.db, deps.now),
      models: createModelsService(deps.db, deps.now),
      stock: createStockService(deps.db),
      sales: createSalesService(deps.db, deps.now, needs.charging),
    }),
  };
}
