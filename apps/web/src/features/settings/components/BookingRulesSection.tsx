import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { SETTINGS_LIMITS } from '@fairplay/contracts';
import { numberInput, switchInput, type SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

/** How far ahead and how late members book, cancellations, refunds, paying in person and the waitlist. */
export function BookingRulesSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection title="Booking and cancelling">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Advance booking (days)"
          description={`How many days ahead members may book, 0 to ${SETTINGS_LIMITS.advanceDaysMax}.`}
          min={0}
          max={SETTINGS_LIMITS.advanceDaysMax}
          allowDecimal={false}
          {...numberInput(form, 'advance_time')}
        />
        <NumberInput
          label="Booking closes (hours before the start)"
          description={`0 lets members book until the start; at most ${SETTINGS_LIMITS.bookingUntilHoursMax}.`}
          min={0}
          max={SETTINGS_LIMITS.bookingUntilHoursMax}
          allowDecimal={false}
          {...numberInput(form, 'allow_booking_until')}
        />
        <Switch
          label="Members may cancel"
          description="Off means no cancellation and no refunds."
          {...switchInput(form, 'cancel_allowed')}
        />
        <NumberInput
          label="Cancel up to (hours before the start)"
          description={`0 to ${SETTINGS_LIMITS.cancelHoursMax}; 24 by default.`}
          min={0}
          max={SETTINGS_LIMITS.cancelHoursMax}
          allowDecimal={false}
          disabled={!form.values.cancel_allowed}
          {...numberInput(form, 'cancel_allowed_hour')}
        />
        <Switch
          label="Refund payments on cancel"
          description="Cancelling a paid booking refunds it automatically."
          {...switchInput(form, 'automatically_refund_payment')}
        />
        <Switch
          label="Cancel bookings on freeze"
          description="Freezing courts cancels the bookings in the frozen time. No refunds will be issued; you can refund manually."
          {...switchInput(form, 'cancel_on_freeze')}
        />
        <Switch
          label="Pay in person"
          description="Customers may book now and pay at the club."
          {...switchInput(form, 'allow_to_pay_in_person')}
        />
        <Switch
          label="Show the waitlist"
          description="Full lessons offer a place on the waitlist."
          {...switchInput(form, 'show_waitlist')}
        />
        <Switch
          label="Hide prices from members"
          description="Members see the court sheet without the price per hour."
          {...switchInput(form, 'hide_member_prices')}
        />
        <Switch
          label="Monthly invoices"
          description="Charges may be added to the member's monthly invoice, collected at the month's end from their saved payment method."
          {...switchInput(form, 'add_to_invoice')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
