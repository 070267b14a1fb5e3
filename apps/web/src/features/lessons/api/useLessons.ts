import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type LessonBody,
  type LessonBookBody,
  type LessonOccurrenceUpdateBody,
  type LessonSearchBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const lessonKeys = {
  all: ['lessons'] as const,
  day: (businessId: number, start: string, filters: LessonSearchBody['filters']) =>
    ['lessons', 'day', businessId, start, filters] as const,
  detail: (id: number, by: 'appointment' | 'lesson' = 'appointment') => ['lessons', 'detail', by, id] as const,
};

/** POST lesson/search/{businessId}: one club-local day [start, end) of lessons. */
export function useLessonDay(
  businessId: number,
  range: { start: string; end: string },
  filters: NonNullable<LessonSearchBody['filters']>,
) {
  return useQuery({
    queryKey: lessonKeys.day(businessId, range.start, filters),
    queryFn: () =>
      call(endpoints.lessons.search, {
        params: { businessId },
        body: { dates: [{ startDate: range.start, endDate: range.end }], filters },
      }),
  });
}

/** POST /lesson/get-price-camps: a camp's price from one of its days to its last (the whole camp from there). */
export function useCampPrice(lessonId: number, startTime: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lessons', 'camp-price', lessonId, startTime] as const,
    queryFn: () => call(endpoints.lessons.campPrice, { body: { lesson_id: lessonId, start_time: startTime } }),
    enabled,
  });
}

/** GET /lesson/appointment/{id}: one occurrence with its roster. */
/** One lesson date by its appointment id (llid), or by its lesson id (`by` 'lesson': the date in progress or next). */
export function useLessonDetail(id: number, by: 'appointment' | 'lesson' = 'appointment') {
  return useQuery({
    queryKey: lessonKeys.detail(id, by),
    queryFn: () => call(endpoints.lessons.get, { params: { id }, query: { by } }),
  });
}

function useLessonMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

export const useAddLesson = () =>
  useLessonMutation((body: LessonBody) => callWithMessage(endpoints.lessons.add, { body }));

export const useBookPlace = () =>
  useLessonMutation(({ lessonId, body }: { lessonId: number; body: LessonBookBody }) =>
    callWithMessage(endpoints.lessons.book, { params: { lesson_id: lessonId }, body }),
  );

/** POST /lesson/get-price: what a place costs the signed-in member (cents and points), for the checkout. */
export function useLessonPrice(lessonId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['lessons', 'price', lessonId],
    queryFn: () => call(endpoints.lessons.price, { body: { lesson_id: lessonId } }),
    enabled,
    retry: false,
  });
}

export const useCancelPlace = () =>
  useLessonMutation(({ id, userId }: { id: number; userId?: number }) =>
    userId === undefined
      ? callWithMessage(endpoints.lessons.cancel, { params: { id }, body: {} })
      : callWithMessage(endpoints.lessons.cancelUser, { params: { id, userId }, body: {} }),
  );

export const useUpdateOccurrence = () =>
  useLessonMutation(({ llid, body }: { llid: number; body: LessonOccurrenceUpdateBody }) =>
    callWithMessage(endpoints.lessons.updateOccurrence, { params: { id: llid }, body }),
  );

export const useDeleteLesson = () =>
  useLessonMutation(
    ({
      lessonId,
      aptId,
      query = {},
    }: {
      lessonId: number;
      aptId: number;
      query?: { automatically_refund_payment?: '0' | '1'; keep_booked?: '1'; mode?: '1' };
    }) => callWithMessage(endpoints.lessons.remove, { params: { lessonId, aptId }, query }),
  );

/** What the lesson form picks from: the club's service types, sports, courts and coaches. */
export function useLessonChoices(enabled: boolean) {
  const types = useQuery({
    queryKey: ['lessons', 'types'],
    queryFn: () => call(endpoints.serviceTypes.list, { query: {} }),
  });
  const sports = useQuery({
    queryKey: ['lessons', 'sports'],
    queryFn: () => call(endpoints.sports.list, { query: {} }),
    enabled,
  });
  const courts = useQuery({ queryKey: ['lessons', 'courts'], queryFn: () => call(endpoints.courts.list), enabled });
  const coaches = useQuery({
    queryKey: ['lessons', 'coaches'],
    queryFn: () => call(endpoints.staff.get, { query: {} }),
    enabled,
  });
  return { types, sports, courts, coaches };
}
