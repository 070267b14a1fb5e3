import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type Campaign,
  type MailPreferences,
  type NotificationKind,
  type OutboxKind,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

const keys = {
  templates: ['notifications', 'templates'] as const,
  usage: ['notifications', 'usage'] as const,
  campaigns: ['notifications', 'campaigns'] as const,
  campaign: (id: number) => ['notifications', 'campaign', id] as const,
  log: (page: number, search: string, kind: OutboxKind | null) => ['notifications', 'log', page, search, kind] as const,
  mine: ['notifications', 'mine'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** GET notifications/templates: the club's automatic e-mails. */
export function useTemplates() {
  return useQuery({ queryKey: keys.templates, queryFn: () => call(endpoints.notifications.templates) });
}

/** PUT notifications/templates/{kind}: text and switch together. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      ...body
    }: {
      kind: NotificationKind;
      enabled: boolean;
      subject: string;
      body: string;
      hours_before?: number;
    }) => callWithMessage(endpoints.notifications.updateTemplate, { params: { kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

/** POST notifications/templates/{kind}/reset */
export function useResetTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: NotificationKind) =>
      callWithMessage(endpoints.notifications.resetTemplate, { params: { kind } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

/** GET notifications/usage: this month's marketing e-mails against the included. */
export function useMonthlyUsage() {
  return useQuery({ queryKey: keys.usage, queryFn: () => call(endpoints.notifications.usage) });
}

/** GET notifications/campaigns: the latest bulk e-mails with their progress. */
export function useCampaigns() {
  return useQuery({ queryKey: keys.campaigns, queryFn: () => call(endpoints.notifications.campaigns) });
}

/** GET notifications/campaigns/{id}, polled every two seconds while any of its e-mails wait for the sender. */
export function useCampaignProgress(id: number | null) {
  return useQuery({
    queryKey: keys.campaign(id ?? 0),
    queryFn: () => call(endpoints.notifications.campaign, { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.pending === 0 ? false : 2000),
  });
}

export type Recipients =
  { kind: 'all'; search: string } | { kind: 'groups'; groupIds: number[] } | { kind: 'picked'; userIds: number[] };

/** The audience as notifications/recipients takes it (the same choice the send calls make). */
function countBodyOf(recipients: Recipients) {
  if (recipients.kind === 'picked') return { user_ids: recipients.userIds };
  if (recipients.kind === 'groups') return { group_ids: recipients.groupIds };
  return recipients.search ? { search: recipients.search } : {};
}

/** POST notifications/recipients: how many the e-mail would reach, before it is sent; off until `enabled`. */
export function useRecipientCount(recipients: Recipients, enabled: boolean) {
  const body = countBodyOf(recipients);
  return useQuery({
    queryKey: ['notifications', 'recipients', body] as const,
    queryFn: () => call(endpoints.notifications.recipientCount, { body }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** send_bulk_email (everyone, groups or picked members) or sendemailtomember (one); answers the recorded campaign. */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      recipients,
      subject,
      message,
    }: {
      recipients: Recipients;
      subject: string;
      message: string;
    }): Promise<Campaign> => {
      const answer =
        recipients.kind === 'all'
          ? await call(endpoints.notifications.sendBulkEmail, {
              body: { subject, message, ...(recipients.search ? { search: recipients.search } : {}) },
            })
          : recipients.kind === 'groups'
            ? await call(endpoints.notifications.sendBulkEmail, {
                body: { subject, message, group_ids: recipients.groupIds },
              })
            : recipients.userIds.length === 1
              ? await call(endpoints.notifications.sendEmailToMember, {
                  body: { user_id: recipients.userIds[0]!, subject, message },
                })
              : await call(endpoints.notifications.sendBulkEmail, {
                  body: { user_ids: recipients.userIds, subject, message },
                });
      return answer.campaign;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

/** GET notifications/log, one page at a time. */
export function useMailLog(page: number, search: string, kind: OutboxKind | null) {
  return useQuery({
    queryKey: keys.log(page, search, kind),
    queryFn: () =>
      call(endpoints.notifications.log, {
        query: { page, ...(search ? { search } : {}), ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET notifications/mine: the bell's list, refreshed every minute. */
export function useMyNotifications(enabled = true) {
  return useQuery({
    queryKey: keys.mine,
    queryFn: () => call(endpoints.notifications.mine, { query: {} }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** POST notifications/mine/read: the given ones, or all. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => call(endpoints.notifications.markRead, { body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.mine }),
  });
}

export function usePreferences() {
  return useQuery({ queryKey: keys.preferences, queryFn: () => call(endpoints.notifications.preferences) });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPreferences) => callWithMessage(endpoints.notifications.updatePreferences, { body }),
    onSuccess: ({ payload }) => queryClient.setQueryData(keys.preferences, payload),
  });
}

/** POST user/general/cpunsubscriberequest from the e-mail's link; no sign-in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callWithMessage(endpoints.notifications.unsubscribe, { body: { token } }),
  });
}

/** The same call with the spec's request by e-mail (name, email, message), for the club of the link when known. */
export function useUnsubscribeRequest() {
  return useMutation({
    mutationFn: (body: { name: string; email: string; message: string; business_id?: number }) =>
      callWithMessage(endpoints.notifications.unsubscribe, { body }),
  });
}

/** GET appointment/people: members by name for the recipient picker (ids and names only). */
export function useMemberSearch(search: string) {
  return useQuery({
    queryKey: ['notifications', 'people', search],
    queryFn: () => call(endpoints.appointments.people, { query: { search } }),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
