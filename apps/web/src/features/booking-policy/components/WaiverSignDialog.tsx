import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { WAIVER_MESSAGES, WAIVER_SIGN_LIMITS, type WaiverStatus } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError } from '../../../ui/notify';
import { openClubWaiver, useSignWaiver } from '../api/useSignWaiver';

interface WaiverSignDialogProps {
  /** The waiver to sign (null: closed). */
  standing: WaiverStatus | null;
  /** The member's name, offered as the signature. */
  defaultName: string;
  /** Signed: the booking is sent again. */
  onSigned: () => void;
  /** Declined: nothing is signed and the booking is not made (spec 2 section 4). */
  onDecline: () => void;
  /** The signed-in person: signing for anyone else in their family sends `member_id` (issue 14). */
  signerId?: number;
  /** The submit button's label: "Sign and book" in the booking dialog. */
  submitLabel?: string;
}

/**
 * The waiver step of a member's booking (spec 2 sections 4 and 5, issue 10): read the club's waiver, type one's
 * name, tick the box and sign; the booking then goes ahead. Declining aborts it.
 */
export function WaiverSignDialog({
  standing,
  defaultName,
  onSigned,
  onDecline,
  signerId,
  submitLabel = 'Sign and book',
}: WaiverSignDialogProps) {
  // Someone of the signer's family: the signer signs for them (a parent for a child).
  const forOther = standing !== null && signerId !== undefined && standing.member_id !== signerId;
  const otherName = forOther
    ? (standing.family.find((entry) => entry.member_id === standing.member_id)?.member_name ?? null)
    : null;
  const [name, setName] = useState(defaultName);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sign = useSignWaiver();
  const narrow = useMediaQuery('(max-width: 36em)');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!standing?.version) return;
    const trimmed = name.trim();
    if (trimmed.length < WAIVER_SIGN_LIMITS.signedNameMin || trimmed.length > WAIVER_SIGN_LIMITS.signedNameMax) {
      setProblem(WAIVER_MESSAGES.signedName);
      return;
    }
    if (!agreed) {
      setProblem(WAIVER_MESSAGES.agree);
      return;
    }
    setProblem(null);
    sign.mutate(
      {
        version: standing.version,
        signed_name: trimmed,
        agree: true,
        ...(forOther ? { member_id: standing.member_id } : {}),
      },
      { onSuccess: onSigned, onError: (error) => setProblem(errorMessage(error)) },
    );
  };
  return (
    <Modal
      opened={standing !== null}
      onClose={onDecline}
      title={otherName ? `Sign the club waiver for ${otherName}` : 'Sign the club waiver'}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text>{WAIVER_MESSAGES.signBeforeBooking}</Text>
          {otherName ? (
            <Text size="sm">
              You sign for {otherName}, a member of your family. Type your own name: the club keeps who signed.
            </Text>
          ) : null}
          <Group>
            <Button
              type="button"
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              onClick={() => openClubWaiver().catch((error: unknown) => notifyError(error))}
            >
              Read the waiver{standing?.file_name ? ` (${standing.file_name})` : ''}
            </Button>
          </Group>
          <ErrorAlert message={problem} />
          <TextInput
            label="Your full name (signature)"
            required
            value={name}
            maxLength={WAIVER_SIGN_LIMITS.signedNameMax}
            onChange={(event) => setName(event.currentTarget.value)}
            autoComplete="name"
          />
          <Checkbox
            label="I have read the waiver and agree to its terms"
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDecline}>
              Decline
            </Button>
            <Button type="submit" loading={sign.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
