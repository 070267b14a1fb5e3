import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { POINT_LIMITS, POINT_MESSAGES, type PointBalance } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { AttemptKeys } from '../../payments';
import { useChargePoints } from '../api/usePoints';
import { pointsLabel } from '../model/points-format';

/**
 * Spec 3's points charge dialog (payment/charges/createforpoint), opened for one member: a facility group they
 * hold points in, Point (a non-zero number), Note, Charge. The points that expire first pay first.
 */
export function ChargePointsDialog({
  member,
  balances,
  onClose,
}: {
  member: { userId: number; name: string };
  balances: PointBalance[];
  onClose: () => void;
}) {
  const [groupId, setGroupId] = useState<string | null>(null);
  const [points, setPoints] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const charge = useChargePoints();
  const keys = useRef(new AttemptKeys());
  const group = balances.find((balance) => String(balance.facility_group_id) === groupId) ?? balances[0] ?? null;
  const count = typeof points === 'number' ? points : Number.NaN;

  function submit() {
    setFailure(null);
    if (!Number.isInteger(count) || count <= 0) return setPointsError(POINT_MESSAGES.pointsNonZero);
    setPointsError(null);
    if (!group) return;
    const body = {
      user_id: member.userId,
      amount: count,
      facility_group_id: group.facility_group_id,
      description: note.trim(),
    };
    charge.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (result) => {
          keys.current.answered();
          notifySuccess(result.message, 'Success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          setFailure(errorMessage(error));
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Charge points of ${member.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Facility group"
            value={group ? String(group.facility_group_id) : null}
            onChange={setGroupId}
            allowDeselect={false}
            data={balances.map((balance) => ({
              value: String(balance.facility_group_id),
              label: `${balance.facility_group_name} (${pointsLabel(balance.points)})`,
            }))}
          />
          <NumberInput
            label="Point"
            value={points}
            onChange={setPoints}
            min={1}
            max={group?.points ?? POINT_LIMITS.pointsMax}
            allowDecimal={false}
            error={pointsError}
            required
          />
          <TextInput
            label="Note"
            value={note}
            maxLength={POINT_LIMITS.noteMax}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <ErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={charge.isPending} disabled={!group}>
              Charge
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
