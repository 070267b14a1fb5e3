import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TenderBody } from '@fairplay/contracts';
import { changeDue, formatCents, parseCents } from '@fairplay/domain';
import { useState } from 'react';

/**
 * How the sale is paid at the desk: cash (with the change to give), a check, or split between them (the check
 * takes what is typed, the cash the rest).
 */
export function TenderPanel({
  total,
  busy,
  onPay,
}: {
  total: number;
  busy: boolean;
  onPay: (tenders: TenderBody[]) => void;
}) {
  const [handed, setHanded] = useState('');
  const [check, setCheck] = useState('');
  const checkCents = parseCents(check) ?? 0;
  const cashPart = total - checkCents;
  const handedCents = handed.trim() === '' ? cashPart : parseCents(handed);
  const problem =
    checkCents > total
      ? 'The check cannot be more than the total.'
      : handedCents === null || handedCents < cashPart
        ? 'The cash handed over must cover the cash part.'
        : null;

  const pay = () => {
    const tenders: TenderBody[] = [];
    if (checkCents > 0) tenders.push({ kind: 'check', amount: checkCents });
    if (cashPart > 0) tenders.push({ kind: 'cash', amount: cashPart, tendered: handedCents ?? cashPart });
    onPay(tenders);
  };

  return (
    <Stack gap="xs">
      <Group grow wrap="wrap">
        <TextInput
          label="Paid by check"
          placeholder="0.00"
          value={check}
          onChange={(e) => setCheck(e.currentTarget.value)}
        />
        <TextInput
          label="Cash handed over"
          placeholder={(cashPart / 100).toFixed(2)}
          value={handed}
          onChange={(e) => setHanded(e.currentTarget.value)}
        />
      </Group>
      {cashPart > 0 && handedCents !== null && handedCents >= cashPart ? (
        <Text aria-live="polite">
          Cash {formatCents(cashPart)} · Change <strong>{formatCents(changeDue(handedCents, cashPart))}</strong>
        </Text>
      ) : null}
      {problem ? <Alert color="red">{problem}</Alert> : null}
      <Button size="lg" onClick={pay} disabled={problem !== null || total <= 0} loading={busy}>
        Take {formatCents(total)}
      </Button>
    </Stack>
  );
}
