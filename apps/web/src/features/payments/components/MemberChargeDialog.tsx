import { Modal } from '@mantine/core';
import type { PaymentAccount } from '@fairplay/contracts';
import { ChargePanel } from './ChargePanel';
import { ConnectWarning } from './ConnectWarning';

/** Charging one member from their detail page: the Charge with form for them, or the connect warning first. */
export function MemberChargeDialog({
  account,
  currency,
  member,
  onClose,
}: {
  account: PaymentAccount;
  currency: string;
  member: { userId: number; name: string };
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Charge ${member.name}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {account.connected ? (
        <ChargePanel account={account} currency={currency} fixedCustomer={member} onCharged={onClose} />
      ) : (
        <ConnectWarning providerLabel={account.provider_label} />
      )}
    </Modal>
  );
}
