import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CLUB_BILLING_MESSAGES } from '@fairplay/contracts';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { EMPTY_METHOD, NewMethodFields, tokenizeMethod, type MethodErrors, type NewMethodValues } from '../../payments';
import { useCreateBusinessSubscription } from '../api/useClubBilling';
import { refusalText } from './error-text';

/**
 * A declined renewal asks for a new card (spec 3 section 4), tried at once through
 * POST payment/businesssubscription/create: "Card successfully added. We will try to charge from this card".
 */
export function PayWithCardForm() {
  const [card, setCard] = useState<NewMethodValues>(EMPTY_METHOD);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const create = useCreateBusinessSubscription();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!card.number.trim()) return setProblem(CLUB_BILLING_MESSAGES.cardRequired);
    setWorking(true);
    try {
      const token = await tokenizeMethod('card', card);
      if (!token.ok) {
        setErrors(token.errors);
        return setProblem(token.message);
      }
      const result = await create.mutateAsync({ token: token.token });
      notifySuccess(result.message);
      setCard(EMPTY_METHOD);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setWorking(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New card">
      <Stack gap="xs" maw={420}>
        <Text c="red.9">{CLUB_BILLING_MESSAGES.cardDeclined}</Text>
        <NewMethodFields on="platform" kind="card" values={card} errors={errors} onChange={setCard} />
        <ErrorAlert message={problem} />
        <Button type="submit" loading={working} style={{ alignSelf: 'flex-start' }}>
          Save card and pay
        </Button>
      </Stack>
    </form>
  );
}
