import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { PLAN_MESSAGES } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { EMPTY_METHOD, NewMethodFields, tokenizeMethod, type MethodErrors, type NewMethodValues } from '../../payments';
import { useSubscriptionAction } from '../api/usePlans';

/** An incomplete subscription asks for a new card, tried at once (spec 3 section 4). */
export function NewCardForm({ subscriptionId }: { subscriptionId: number }) {
  const [card, setCard] = useState<NewMethodValues>(EMPTY_METHOD);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const action = useSubscriptionAction();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!card.number.trim()) return setProblem(PLAN_MESSAGES.cardRequired);
    const token = await tokenizeMethod('card', card);
    if (!token.ok) {
      setErrors(token.errors);
      return setProblem(token.message);
    }
    action.mutate(
      { action: 'card', body: { subscription_ids: [subscriptionId], token: token.token } },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || PLAN_MESSAGES.cardAdded);
          const [after] = result.payload;
          if (after?.status === 'incomplete') setProblem(after.failure_message);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New card">
      <Stack gap="xs">
        <NewMethodFields kind="card" values={card} errors={errors} onChange={setCard} />
        <ErrorAlert message={problem} />
        <Button type="submit" size="xs" loading={action.isPending} style={{ alignSelf: 'flex-start' }}>
          Save card and pay
        </Button>
      </Stack>
    </form>
  );
}
