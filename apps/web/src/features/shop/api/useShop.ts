import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ItemGridBody, type ModelBody, type SaleBody, type ShopMetaName } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const shopKeys = {
  all: ['shop'] as const,
  catalog: (kind: ShopMetaName) => ['shop', 'catalog', kind] as const,
  models: ['shop', 'models'] as const,
  search: (q: string, locationId: number | null) => ['shop', 'search', q, locationId] as const,
};

export function useLocationsList() {
  return useQuery({
    queryKey: ['shop', 'locations'],
    queryFn: () => call(endpoints.shop.locations),
  });
}

export function useCatalog(kind: ShopMetaName) {
  return useQuery({
    queryKey: shopKeys.catalog(kind),
    queryFn: () => call(endpoints.shop.catalogList, { params: { metaName: kind }, query: {} }),
  });
}

export function useModels() {
  return useQuery({ queryKey: shopKeys.models, queryFn: () => call(endpoints.shop.modelList, { query: {} }) });
}

/** The register's text search (a scan is sent as an exact barcode by `findBarcode`). */
export function useItemSearch(q: string, locationId: number | null) {
  return useQuery({
    queryKey: shopKeys.search(q, locationId),
    queryFn: () =>
      call(endpoints.shop.itemSearch, { query: { q, ...(locationId ? { location_id: locationId } : {}) } }),
    enabled: q.trim().length >= 2,
  });
}

export function findBarcode(barcode: string, locationId: number | null) {
  return call(endpoints.shop.itemSearch, {
    query: { q: '', barcode, ...(locationId ? { location_id: locationId } : {}) },
  });
}

function useShopMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }) });
}

export const useCreateEntry = () =>
  useShopMutation(({ kind, body }: { kind: ShopMetaName; body: Record<string, unknown> }) =>
    callWithMessage(endpoints.shop.catalogCreate, { params: { metaName: kind }, body }),
  );

export const useArchiveEntry = () =>
  useShopMutation(({ kind, id }: { kind: ShopMetaName; id: number }) =>
    callWithMessage(endpoints.shop.catalogArchive, { params: { metaName: kind, id } }),
  );

export const useCreateModel = () =>
  useShopMutation((body: ModelBody) => callWithMessage(endpoints.shop.modelCreate, { body }));

export const useArchiveModel = () =>
  useShopMutation((id: number) => callWithMessage(endpoints.shop.modelArchive, { params: { id } }));

export const useAddGrid = () =>
  useShopMutation(({ id, body }: { id: number; body: ItemGridBody }) =>
    callWithMessage(endpoints.shop.itemGrid, { params: { id }, body }),
  );

/** POST shop/sales with the cart's own id as the Idempotency-Key. */
export const useSell = () =>
  useShopMutation(({ cartId, body }: { cartId: string; body: SaleBody }) =>
    callWithMessage(endpoints.shop.saleCreate, { body }, { idempotencyKey: cartId }),
  );
