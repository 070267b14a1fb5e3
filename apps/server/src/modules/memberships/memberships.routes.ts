import type { FastifyPluginAsync } from 'fastify';
import { COUPON_MESSAGES, PLAN_CHANGE_MESSAGES, PLAN_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { PlansService } from './plans.service.js';
import type { CouponsService } from './coupons.service.js';
import { searchClubs, type PublicMemberships } from './public-memberships.js';
import type { Database } from '@fairplay/db';
import type { SubscriptionsService } from './subscriptions.service.js';
import type { PlanChangeService } from './plan-change.service.js';

export function membershipsRoutes(
  plans: PlansService,
  subscriptions: SubscriptionsService,
  publicPage: PublicMemberships,
  coupons: CouponsService,
  planChange: PlanChangeService,
  db: Database,
): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.plans, {
      create: async (request) => ok(await plans.create(requireMember(request), request.body), PLAN_MESSAGES.created),
      update: async (request) =>
        ok(await plans.update(requireMember(request), request.params.id, request.body), PLAN_MESSAGES.updated),
      remove: async (request) => {
        await plans.remove(requireMember(request), request.params.id, request.query.product === '1');
        return ok(null, PLAN_MESSAGES.deleted);
      },
      order: async (request) =>
        ok(await plans.order(requireMember(request), request.body.order), PLAN_MESSAGES.ordered),
      list: async (request) => ok(await plans.list(requireMember(request), request.query.product === '1')),
      disable: async (request) =>
        ok(await plans.disable(requireMember(request), request.params.id, request.body.is_disabled)),
      subscribeMember: async (request) =>
        ok(await subscriptions.subscribeMember(requireMember(request), request.body), PLAN_MESSAGES.subscribed),
      cancelMember: async (request) =>
        ok(
          await subscriptions.cancelMember(
            requireMember(request),
            request.body.member_id,
            request.body.subscription_id,
          ),
          PLAN_MESSAGES.removed,
        ),
      memberSubscriptions: async (request) =>
        ok(await subscriptions.ofMember(requireMember(request).scope, request.params.id)),
      planSubscriptions: async (request) =>
        ok(await subscriptions.ofPlan(requireMember(request).scope, request.params.id)),
      subscribe: async (request) =>
        ok(await subscriptions.subscribeOwn(requireMember(request), request.body), PLAN_MESSAGES.subscriptionCreated),
      cancelOwn: async (request) =>
        ok(await subscriptions.cancelOwn(requireMember(request), request.body.subscription_id), PLAN_MESSAGES.removed),
      mine: async (request) => ok(await subscriptions.mine(requireMember(request))),
      get: async (request) => ok(await subscriptions.get(requireMember(request), request.params.id)),
      action: async (request) => {
        const action = request.params.action;
        const result = await subscriptions.act(requireMember(request), action, request.body);
        const message =
          action === 'card'
            ? PLAN_MESSAGES.cardAdded
            : action === 'pause'
              ? PLAN_MESSAGES.paused
              : PLAN_MESSAGES.resumed;
        return ok(result, message);
      },
      changePreview: async (request) =>
        ok(await planChange.preview(requireMember(request), request.params.id, request.query.plan)),
      change: async (request) =>
        ok(
          await planChange.change(requireMember(request), request.params.id, request.body.plan),
          PLAN_CHANGE_MESSAGES.changed,
        ),
      clubSearch: async (request) => ok(request.query.q ? await searchClubs(db, request.query.q) : []),
      couponList: async (request) => ok(await coupons.list(requireMember(request))),
      couponCreate: async (request) =>
        ok(await coupons.create(requireMember(request), request.body), COUPON_MESSAGES.created),
      couponArchive: async (request) => {
        await coupons.archive(requireMember(request), request.params.id);
        return ok(null, COUPON_MESSAGES.archived);
      },
      couponCheck: async (request) => ok(await coupons.check(requireMember(request), request.body)),
      publicMemberships: async (request) => ok(await publicPage(request.params.uid)),
    });
}
