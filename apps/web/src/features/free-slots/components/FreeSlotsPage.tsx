import { Button, Card, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FreeSlot } from '@fairplay/contracts';
import { formatInstantRange, utcToZonedParts } from '@fairplay/domain';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { CheckoutModal, useBookAndPay, useCheckoutOptions, type CheckoutPayment } from '../../booking-checkout';
import { useFacilityGroupStaff } from '../../facility-groups';
import { useFreeSlots } from '../api/useFreeSlots';
import { slotPriceLabel } from '../model/price';

const LENGTHS = [60, 90, 120];

/**
 * /private/free-times (issue 24 point 9): the day's free court times by sport (the club's facility groups), each
 * with the member's price from the availability rules, and Book, which opens the checkout and books and pays.
 */
export function FreeSlotsPage() {
  const user = useCurrentUser();
  const business = user.business!;
  const zone = business.timezone;
  const [date, setDate] = useState(() => utcToZonedParts(new Date(), zone).date);
  const [length, setLength] = useState(60);
  const [group, setGroup] = useState<string | null>(null);
  const [booking, setBooking] = useState<FreeSlot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const slots = useFreeSlots(date, length);
  const groups = useFacilityGroupStaff();
  const options = useCheckoutOptions(true);
  const bookAndPay = useBookAndPay(() => slots.refetch().then(() => undefined));
  const currency = business.currency_code;
  const shown = useMemo(
    () => (slots.data ?? []).filter((slot) => group === null || String(slot.facility_group_id) === group),
    [slots.data, group],
  );
  const sportOptions = (groups.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  const pay = (payment: CheckoutPayment & { pack_id?: number }) => {
    if (!booking) return;
    setProblem(null);
    bookAndPay.mutate(
      {
        startDate: booking.start_time,
        endDate: booking.end_time,
        courts: [booking.court_id],
        amount: payment.method === 'points' ? booking.point_value : booking.main_value,
        currency: options.data?.currency,
        method: payment.method,
        token: payment.token,
        payment_method_id: payment.payment_method_id,
        save_card: payment.save_card,
        // The total with tax the slot showed (issue 24 point 4): the charge is held to it.
        ...(payment.method === 'points' || payment.method === 'pack' ? {} : { total: booking.total }),
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message, 'Success');
          setBooking(null);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Container size="md" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Find a free time
          </Title>
          <Text c="dimmed" size="sm">
            Free courts at {business.name} with your price. Book one and pay in the same step.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <TextInput
            type="date"
            label="Day"
            value={date}
            onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
          />
          <Select
            label="Sport"
            placeholder="All sports"
            clearable
            data={sportOptions}
            value={group}
            onChange={setGroup}
          />
          <Select
            label="Length"
            data={LENGTHS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            value={String(length)}
            onChange={(value) => value && setLength(Number(value))}
            allowDeselect={false}
          />
        </SimpleGrid>
        {slots.isPending ? <BusyIndicator label="Finding free times" /> : null}
        <ErrorAlert message={slots.isError ? errorMessage(slots.error) : null} />
        {slots.isSuccess && shown.length === 0 ? (
          <Text c="dimmed">No free time you can book on this day. Try another day or sport.</Text>
        ) : null}
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Free times" style={{ listStyle: 'none' }}>
          {shown.map((slot) => {
            const time = formatInstantRange(slot.start_time, slot.end_time, zone, business.am_pm);
            return (
              <Card
                component="li"
                key={`${slot.court_id}-${slot.start_time}`}
                withBorder
                padding="sm"
                radius="md"
                aria-label={`${time}, ${slot.court_name}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{time}</Text>
                    <Text size="sm">{slot.court_name}</Text>
                    <Text size="sm" data-testid="slot-price">
                      {slotPriceLabel(slot, currency)}
                    </Text>
                  </Stack>
                  <Button
                    onClick={() => {
                      setProblem(null);
                      setBooking(slot);
                    }}
                    aria-label={`Book ${slot.court_name} ${time}`}
                  >
                    Book
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Stack>
      {booking ? (
        <CheckoutModal
          opened
          title={`Book ${booking.court_name}`}
          price={{ main_value: booking.main_value, point_value: booking.point_value }}
          taxed={booking.tax > 0 ? { tax: booking.tax, total: booking.total } : null}
          payType={booking.book_pay_type}
          payerId={user.user_id}
          staff={false}
          customer={user.user_type === 'nbu'}
          busy={bookAndPay.isPending}
          problem={problem}
          onPay={pay}
          onClose={() => setBooking(null)}
        />
      ) : null}
    </Container>
  );
}
