import type { FastifyPluginAsync } from 'fastify';
import { INVOICE_MESSAGES, PAYMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { AccountService } from './account.service.js';
import type { ChargesService } from './charges.service.js';
import { chargeDetail } from './context.js';
import type { MethodsService } from './methods.service.js';
import type { Payouts } from './payouts.js';
import type { RefundsService } from './refunds.service.js';
import type { TaxesService } from './taxes.service.js';

export interface PaymentsServices {
  account: AccountService;
  charges: ChargesService;
  refunds: RefundsService;
  methods: MethodsService;
  taxes: TaxesService;
  payouts: Payouts;
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function paymentsRoutes(services: PaymentsServices, publicUrl: string): FastifyPluginAsync {
  const { account, charges, refunds, methods, taxes, payouts } = services;
  return async (app) =>
    implement(app, endpoints.payments, {
      account: async (request) => ok(await account.account(requireMember(request))),
      client: async (request) => ok(await account.client(requireMember(request))),
      connect: async (request) =>
        ok(
          await account.connect(requireMember(request), request.params.provider, request.body.code),
          PAYMENT_MESSAGES.successConnect,
        ),
      get: async (request) => ok(await chargeDetail(requireMember(request).scope, request.params.id, publicUrl)),
      charge: async (request) => {
        const detail = await charges.charge(
          requireMember(request),
          request.body,
          headerOf(request.headers['idempotency-key']),
        );
        return ok(detail, detail.status === 'invoiced' ? INVOICE_MESSAGES.added : PAYMENT_MESSAGES.chargeCreated);
      },
      confirm: async (request) =>
        ok(await charges.confirm(requireMember(request), request.params.id), PAYMENT_MESSAGES.chargeCreated),
      cash: async (request) =>
        ok(
          await charges.cash(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          PAYMENT_MESSAGES.cashRecorded,
        ),
      list: async (request) => ok(await account.list(requireMember(request), request.query)),
      mine: async (request) => ok(await account.mine(requireMember(request), request.query.last_id)),
      payouts: async (request) => ok(await payouts.list(requireMember(request))),
      refundItem: async (request) =>
        ok(
          await refunds.refundItem(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          PAYMENT_MESSAGES.refunded,
        ),
      refund: async (request) =>
        ok(
          await refunds.refundCharge(
            requireMember(request),
            request.body,
            headerOf(request.headers['idempotency-key']),
          ),
          PAYMENT_MESSAGES.refunded,
        ),
      createForMember: async (request) =>
        ok(
          await methods.createForMember(requireMember(request), request.body.member_id, request.body.token),
          PAYMENT_MESSAGES.methodAdded,
        ),
      createForBusinessMember: async (request) =>
        ok(
          await methods.createOwn(requireMember(request), request.body.member_id, request.body.token),
          PAYMENT_MESSAGES.methodAdded,
        ),
      setDefault: async (request) =>
        ok(
          await methods.setDefaultOwn(requireMember(request), request.body.member_id, request.body.token),
          PAYMENT_MESSAGES.defaultCardSaved,
        ),
      setDefaultAdmin: async (request) =>
        ok(
          await methods.setDefaultAdmin(requireMember(request), request.body.member_id, request.body.token),
          PAYMENT_MESSAGES.defaultCardSaved,
        ),
      deleteOwnCard: async (request) =>
        ok(await methods.removeOwn(requireMember(request), request.body), PAYMENT_MESSAGES.cardRemoved),
      deleteCard: async (request) =>
        ok(
          await methods.removeAdmin(requireMember(request), request.params.id, request.body),
          PAYMENT_MESSAGES.cardRemoved,
        ),
      verifyBank: async (request) => {
        const member = requireMember(request);
        // Staff with payments update verify for any member; others for themselves and those they pay for.
        const staff = can(member.membership.roles, 'payments', 'update');
        return ok(await methods.verifyBank(member, request.body, staff), PAYMENT_MESSAGES.bankVerified);
      },
      customer: async (request) => ok(await methods.customerOwn(requireMember(request), request.params.id)),
      businessCustomer: async (request) => ok(await methods.customerAdmin(requireMember(request), request.params.id)),
      taxes: async (request) => ok(await taxes.list(requireMember(request), request.query.status === '1')),
      createTax: async (request) =>
        ok(await taxes.create(requireMember(request), request.body), PAYMENT_MESSAGES.taxCreated),
      updateTax: async (request) =>
        ok(await taxes.update(requireMember(request), request.params.id, request.body), PAYMENT_MESSAGES.taxUpdated),
      archiveTax: async (request) =>
        ok(await taxes.archive(requireMember(request), request.params.id), PAYMENT_MESSAGES.taxArchived),
    });
}
