import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_MESSAGES, type PaymentCustomer, type PaymentMethod } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { tokenizeMethod } from '../api/tokenize';
import { useMethodActions } from '../api/usePayments';
import { EMPTY_METHOD, type MethodErrors, type MethodKind } from '../model/new-method';
import { MethodList, methodLabel } from './MethodList';
import { NewMethodFields } from './NewMethodFields';
import { VerifyBankDialog } from './VerifyBankDialog';

/**
 * The payment method dialog (spec 3 section 2): 'Add Payment method for {name}' (a new card or US bank account,
 * tokenized by the processor's client, saved for the member's payer and made the default) or 'Change Payment method
 * for {name}' (make another saved method the default, remove one after 'Are you sure?', verify a bank account).
 */
export function PaymentMethodDialog({
  mode,
  memberId,
  name,
  customer,
  onClose,
}: {
  mode: 'add' | 'change';
  memberId: number;
  name: string;
  customer: PaymentCustomer;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<MethodKind>('card');
  const [values, setValues] = useState(EMPTY_METHOD);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [verifying, setVerifying] = useState<PaymentMethod | null>(null);
  const actions = useMethodActions(memberId);
  const methods = customer.methods.filter((method) => method.object === kind);
  const busy = tokenizing || actions.add.isPending || actions.setDefault.isPending || actions.remove.isPending;
  const actionError = [actions.add, actions.setDefault, actions.remove].find((action) => action.error)?.error;

  async function add() {
    setFailure(null);
    setTokenizing(true);
    const result = await tokenizeMethod(kind, values).finally(() => setTokenizing(false));
    if (!result.ok) {
      setErrors(result.errors);
      setFailure(result.message);
      return;
    }
    setErrors({});
    actions.add.mutate(
      { member_id: memberId, token: result.token },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || 'Payment method added.', 'Success');
          // Spec 3 section 4: after submit the fields reset.
          setValues(EMPTY_METHOD);
        },
      },
    );
  }

  const title = `${mode === 'add' ? 'Add' : 'Change'} Payment method for ${name}`;
  return (
    <>
      <Modal
        opened={removing === null && verifying === null}
        onClose={onClose}
        title={title}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          {customer.payer_user_id !== memberId ? (
            <Text size="sm" c="dimmed">
              {customer.payer_name} pays for {name}: these are {customer.payer_name}&apos;s payment methods.
            </Text>
          ) : null}
          <SegmentedControl
            aria-label="Payment method type"
            value={kind}
            onChange={(value) => {
              setKind(value as MethodKind);
              setErrors({});
            }}
            data={[
              { value: 'card', label: 'Credit card' },
              { value: 'bank_account', label: 'Bank account (ACH)' },
            ]}
            fullWidth
          />
          <MethodList
            methods={methods}
            label={kind === 'card' ? 'Saved cards' : 'Saved bank accounts'}
            busy={busy}
            onMakeDefault={
              mode === 'change'
                ? (method) =>
                    actions.setDefault.mutate(
                      { member_id: memberId, token: method.id },
                      {
                        onSuccess: (answer) => notifySuccess(answer.message || 'Default Card saved success', 'Success'),
                      },
                    )
                : undefined
            }
            onRemove={mode === 'change' ? setRemoving : undefined}
            onVerify={setVerifying}
          />
          {mode === 'add' ? (
            <>
              <NewMethodFields kind={kind} values={values} errors={errors} onChange={setValues} disabled={busy} />
              <ErrorAlert message={failure ?? (actionError ? errorMessage(actionError) : null)} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={() => void add()} loading={busy}>
                  {kind === 'card' ? 'Save card' : 'Save bank account'}
                </Button>
              </Group>
            </>
          ) : null}
          {mode === 'change' ? (
            <>
              <ErrorAlert message={actionError ? errorMessage(actionError) : null} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </Modal>
      {removing ? (
        <Modal
          opened
          onClose={() => setRemoving(null)}
          title={PAYMENT_MESSAGES.removeConfirmTitle}
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack gap="md">
            <Text>
              {removing.object === 'card' ? PAYMENT_MESSAGES.removeCardConfirm : PAYMENT_MESSAGES.removeBankConfirm}
            </Text>
            <Text size="sm" c="dimmed">
              {methodLabel(removing)}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                No
              </Button>
              <Button
                color="red"
                loading={actions.remove.isPending}
                onClick={() =>
                  actions.remove.mutate(removing.id, {
                    onSuccess: (answer) => notifySuccess(answer.message || 'Card removed success', 'Success'),
                    onSettled: () => setRemoving(null),
                  })
                }
              >
                Remove
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      {verifying ? (
        <VerifyBankDialog memberId={memberId} method={verifying} onClose={() => setVerifying(null)} />
      ) : null}
    </>
  );
}
