import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  endpoints,
  type CashChargeBody,
  type ChargeDetail,
  type ChargePage,
  type ChargeBody,
  type ChargeListQuery,
  type CreateMethodBody,
  type RefundChargeBody,
  type RefundItemBody,
  type SetDefaultBody,
  type TaxCreateBody,
  type TaxUpdateBody,
  type VerifyBankBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { useAttemptKeys } from '../../../api/idempotency';

/** Query keys: everything of payments sits under ['payments']. */
export const paymentKeys = {
  all: ['payments'] as const,
  account: ['payments', 'account'] as const,
  client: ['payments', 'client'] as const,
  charges: ['payments', 'charges'] as const,
  chargeList: (filter: Omit<ChargeListQuery, 'last_id'>) => ['payments', 'charges', 'list', filter] as const,
  charge: (id: number) => ['payments', 'charges', 'detail', id] as const,
  payouts: ['payments', 'payouts'] as const,
  taxes: (archived: boolean) => ['payments', 'taxes', archived] as const,
  customer: (memberId: number) => ['payments', 'customer', memberId] as const,
};

/** GET payment/payouts/getall: the club's payouts to its bank, newest first. */
export function usePayouts() {
  return useQuery({ queryKey: paymentKeys.payouts, queryFn: () => call(endpoints.payments.payouts) });
}

/** GET payment/account: the club's connection to its provider (and the fee table). */
export function usePaymentAccount() {
  return useQuery({ queryKey: paymentKeys.account, queryFn: () => call(endpoints.payments.account) });
}

/** POST payment/connect/{provider} with the code the provider returned. */
export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, code }: { provider: 'sandbox' | 'stripe'; code: string }) =>
      callWithMessage(endpoints.payments.connect, { params: { provider }, body: { code } }),
    onSuccess: (result) => {
      queryClient.setQueryData(paymentKeys.account, result.payload);
      // Stripe.js is loaded on the connected account: a new connection is a new browser client.
      void queryClient.invalidateQueries({ queryKey: paymentKeys.client });
    },
  });
}

/** GET payment/charges/getall, 100 a page, the next page after the last row's id. */
export function useChargeHistory(filter: Omit<ChargeListQuery, 'last_id'>, enabled = true) {
  return useInfiniteQuery({
    queryKey: paymentKeys.chargeList(filter),
    queryFn: ({ pageParam }) => call(endpoints.payments.list, { query: { ...filter, last_id: pageParam } }),
    initialPageParam: -1,
    getNextPageParam: (page) => (page.isEnd ? undefined : page.rows.at(-1)?.id),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET payment/get/{id}: a charge with its order lines and refunds (the receipt). */
export function useChargeDetail(id: number | null) {
  return useQuery({
    queryKey: paymentKeys.charge(id ?? 0),
    queryFn: () => call(endpoints.payments.get, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** A charge changes the history, the receipts and the customer's balance. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.charges });
    void queryClient.invalidateQueries({ queryKey: ['payments', 'customer'] });
  };
}

/** POST payment/charges/create, with the Idempotency-Key of this attempt (a retry reuses it). */
export function useCharge() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ body, key }: { body: ChargeBody; key: string }) =>
      callWithMessage(endpoints.payments.charge, { body }, { idempotencyKey: key }),
    onSettled: invalidate,
  });
}

/**
 * POST payment/charges/confirm/{id}: finish a charge after the card holder authenticated. The finished charge is
 * written into the cached history at once, so the row never reads "Awaiting authentication" while a history
 * request sent before the confirmation (the page loads both together on the return) is still answering.
 */
export function useConfirmCharge() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.payments.confirm, { params: { id } }),
    onSuccess: (result) => {
      queryClient.setQueriesData<InfiniteData<ChargePage>>(
        { queryKey: [...paymentKeys.charges, 'list'] },
        (data) => data && withChargeRow(data, result.payload),
      );
    },
    onSettled: invalidate,
  });
}

function withChargeRow(data: InfiniteData<ChargePage>, charge: ChargeDetail): InfiniteData<ChargePage> {
  const { order_details: _lines, refunds: _refunds, ...row } = charge;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      rows: page.rows.map((existing) => (existing.id === row.id ? row : existing)),
    })),
  };
}

/** POST payment/charges/createforcashinput, with the Idempotency-Key of this attempt. */
export function useCashCharge() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ body, key }: { body: CashChargeBody; key: string }) =>
      callWithMessage(endpoints.payments.cash, { body }, { idempotencyKey: key }),
    onSettled: invalidate,
  });
}

/**
 * POST payment/charges/refunditem (one order line) or payment/charges/refund (the charge), with an Idempotency-Key
 * that a retry of the same refund reuses, so it never pays out twice.
 */
export function useRefund() {
  const invalidate = useInvalidateMoney();
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (input: { item: RefundItemBody } | { charge: RefundChargeBody }) => {
      const options = { idempotencyKey: attempts.keyFor(input) };
      return 'item' in input
        ? callWithMessage(endpoints.payments.refundItem, { body: input.item }, options)
        : callWithMessage(endpoints.payments.refund, { body: input.charge }, options);
    },
    onSuccess: () => attempts.answered(),
    onSettled: invalidate,
  });
}

/** GET payment/tax/getall (archived ones with `archived`). */
export function useTaxes(archived = false) {
  return useQuery({
    queryKey: paymentKeys.taxes(archived),
    queryFn: () => call(endpoints.payments.taxes, { query: { status: archived ? '1' : '0' } }),
  });
}

/** POST payment/tax/create, or POST payment/tax/update/{id} with an id. */
export function useSaveTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; body: TaxCreateBody } | { id: number; body: TaxUpdateBody }) =>
      input.id === null
        ? callWithMessage(endpoints.payments.createTax, { body: input.body })
        : callWithMessage(endpoints.payments.updateTax, { params: { id: input.id }, body: input.body }),
    onSuccess: () => {
      // Court time's taxes are in the checkout's options (the sheet's prices read them).
      void queryClient.invalidateQueries({ queryKey: ['booking-checkout'] });
      return queryClient.invalidateQueries({ queryKey: ['payments', 'taxes'] });
    },
  });
}

/** DELETE payment/tax/archive/{id} */
export function useArchiveTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.payments.archiveTax, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'taxes'] }),
  });
}

/** GET payment/getbusinesscustomer/{id}: a member's payer, saved methods and balance (staff). */
export function useBusinessCustomer(memberId: number | null, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.customer(memberId ?? 0),
    queryFn: () => call(endpoints.payments.businessCustomer, { params: { id: memberId! } }),
    enabled: enabled && memberId !== null,
    retry: (count, error) => count < 2 && !('status' in error && (error.status === 404 || error.status === 403)),
  });
}

/** Saved methods as staff manage them: add (a token), make default, remove, verify a bank account. */
export function useMethodActions(memberId: number) {
  const queryClient = useQueryClient();
  const store = (result: { payload: unknown }) => {
    queryClient.setQueryData(paymentKeys.customer(memberId), result.payload);
    void queryClient.invalidateQueries({ queryKey: ['payments', 'customer'] });
  };
  return {
    add: useMutation({
      mutationFn: (body: CreateMethodBody) => callWithMessage(endpoints.payments.createForMember, { body }),
      onSuccess: store,
    }),
    setDefault: useMutation({
      mutationFn: (body: SetDefaultBody) => callWithMessage(endpoints.payments.setDefaultAdmin, { body }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (card: number) =>
        callWithMessage(endpoints.payments.deleteCard, { params: { id: memberId }, body: { card } }),
      onSuccess: store,
    }),
    verify: useMutation({
      mutationFn: (body: VerifyBankBody) => callWithMessage(endpoints.payments.verifyBank, { body }),
      onSuccess: store,
    }),
  };
}
