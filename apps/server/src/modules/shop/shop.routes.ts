import type { FastifyPluginAsync } from 'fastify';
import { endpoints, SALE_MESSAGES, SHOP_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import { locationChoicesOf } from '../locations/index.js';
import type { CatalogService } from './catalog.service.js';
import type { ModelsService } from './models.service.js';
import type { SalesService } from './sales.service.js';
import type { StockService } from './stock.service.js';

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function shopRoutes(services: {
  catalog: CatalogService;
  models: ModelsService;
  stock: StockService;
  sales: SalesService;
}): FastifyPluginAsync {
  const { catalog, models, stock, sales } = services;
  return async (app) =>
    implement(app, endpoints.shop, {
      locations: async (request) => ok(await locationChoicesOf(requireMember(request).scope)),
      catalogList: async (request) =>
        ok(await catalog.list(requireMember(request), request.params.metaName, request.query.status === '1')),
      catalogCreate: async (request) =>
        ok(await catalog.create(requireMember(request), request.params.metaName, request.body), SHOP_MESSAGES.created),
      catalogUpdate: async (request) =>
        ok(
          await catalog.update(requireMember(request), request.params.metaName, request.params.id, request.body),
          SHOP_MESSAGES.updated,
        ),
      catalogArchive: async (request) =>
        ok(
          await catalog.archive(requireMember(request), request.params.metaName, request.params.id),
          SHOP_MESSAGES.archived,
        ),
      modelList: async (request) => ok(await models.list(requireMember(request), request.query.status === '1')),
      modelGet: async (request) => ok(await models.get(requireMember(request), request.params.id)),
      modelCreate: async (request) =>
        ok(await models.create(requireMember(request), request.body), SHOP_MESSAGES.created),
      modelUpdate: async (request) =>
        ok(await models.update(requireMember(request), request.params.id, request.body), SHOP_MESSAGES.updated),
      modelArchive: async (request) =>
        ok(await models.archive(requireMember(request), request.params.id), SHOP_MESSAGES.archived),
      itemGrid: async (request) =>
        ok(await models.addGrid(requireMember(request), request.params.id, request.body), SHOP_MESSAGES.created),
      itemUpdate: async (request) =>
        ok(await models.updateItem(requireMember(request), request.params.id, request.body), SHOP_MESSAGES.updated),
      itemArchive: async (request) =>
        ok(await models.archiveItem(requireMember(request), request.params.id), SHOP_MESSAGES.archived),
      itemSearch: async (request) => ok(await models.search(requireMember(request), request.query)),
      stockMove: async (request) => ok(await stock.move(requireMember(request), request.body), SHOP_MESSAGES.created),
      stockMovements: async (request) => ok(await stock.list(requireMember(request), request.query)),
      saleCreate: async (request) =>
        ok(
          await sales.sell(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          SALE_MESSAGES.sold,
        ),
      saleGet: async (request) => ok(await sales.get(requireMember(request), request.params.id)),
      saleList: async (request) => ok(await sales.list(requireMember(request), request.query.location_id)),
    });
}
