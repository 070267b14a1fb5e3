import { Alert, Anchor, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { POINT_LIMITS, POINT_MESSAGES } from '@fairplay/contracts';
import { formatCents, formatTaxedPrice } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { AttemptKeys, EMPTY_METHOD, tokenizeMethod, type MethodErrors } from '../../payments';
import { useBuyPoints, usePointEntities, useSavedMethods } from '../api/usePoints';
import { CardSourceFields, NEW_CARD } from './CardSourceFields';
import { pointsQuote } from '../model/points-format';

/** The authentication page of a charge a 409 answer carries (point/buy waiting for the card holder). */
function authenticationOf(payload: unknown): string | null {
  const charge = (payload as { charge?: { authentication_url?: string | null } } | null)?.charge;
  return charge?.authentication_url ?? null;
}

/**
 * Buy points (spec 3 section 7, point/buy): for a facility group whose points are on sale, paid with a saved card
 * of the payer or a new card; or, for staff, gift them (`gift`), no money. The price is the points times the
 * group's price per point.
 */
export function BuyPointsDialog({
  member,
  mode,
  staff,
  currency,
  onClose,
}: {
  member: { userId: number; name: string };
  mode: 'buy' | 'gift';
  staff: boolean;
  currency: string;
  onClose: () => void;
}) {
  const gift = mode === 'gift';
  const entities = usePointEntities();
  const methods = useSavedMethods(member.userId, staff);
  const buy = useBuyPoints();
  const keys = useRef(new AttemptKeys());
  const [groupId, setGroupId] = useState<string | null>(null);
  const [points, setPoints] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [card, setCard] = useState(EMPTY_METHOD);
  const [cardErrors, setCardErrors] = useState<MethodErrors>({});
  const [save, setSave] = useState(false);
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  // A card that asks its holder to authenticate: the points are credited once the charge is confirmed.
  const [authenticationUrl, setAuthenticationUrl] = useState<string | null>(null);

  const offered = (entities.data ?? []).filter((entity) => gift || entity.status === 1);
  const group = offered.find((entity) => String(entity.facility_group_id) === groupId) ?? offered[0] ?? null;
  const saved = methods.data ?? [];
  const preferred = saved.find((method) => method.default_source) ?? saved[0];
  const choice = picked ?? (preferred ? String(preferred.id) : NEW_CARD);
  const count = typeof points === 'number' ? points : Number.NaN;
  // The price with the club's points taxes (issue 24 point 4): the total shown is the one sent and charged.
  const quote = group ? pointsQuote(count, group) : null;
  const busy = tokenizing || buy.isPending;

  async function submit() {
    setFailure(null);
    if (!Number.isInteger(count) || count <= 0) {
      setPointsError(POINT_MESSAGES.pointsNonZero);
      return;
    }
    setPointsError(null);
    if (!group) return;
    let token: string | undefined;
    if (!gift && choice === NEW_CARD) {
      setTokenizing(true);
      const result = await tokenizeMethod('card', card).finally(() => setTokenizing(false));
      if (!result.ok) {
        setCardErrors(result.errors);
        setFailure(result.message);
        return;
      }
      setCardErrors({});
      token = result.token;
    }
    const body = {
      user_id: member.userId,
      facility_group_id: group.facility_group_id,
      points: count,
      gift,
      note: note.trim(),
      ...(gift ? {} : token ? { token, save_card: save } : { payment_method_id: Number(choice) }),
      ...(gift || !quote ? {} : { total: quote.total }),
    };
    const key = keys.current.keyFor({ ...body, token: undefined });
    buy.mutate(
      { body, key },
      {
        onSuccess: (result) => {
          keys.current.answered();
          notifySuccess(result.message, 'Success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          const waiting = isApiError(error) && error.status === 409 ? authenticationOf(error.payload) : null;
          setAuthenticationUrl(waiting);
          setFailure(waiting ? null : errorMessage(error));
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={gift ? `Gift points to ${member.name}` : `Buy points for ${member.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {entities.isSuccess && offered.length === 0 ? (
            <Text c="dimmed">No facility group sells points yet.</Text>
          ) : null}
          <Select
            label="Facility group"
            value={group ? String(group.facility_group_id) : null}
            onChange={setGroupId}
            allowDeselect={false}
            data={offered.map((entity) => ({
              value: String(entity.facility_group_id),
              label: `${entity.facility_group_name} (${formatCents(entity.price_per_point, currency)} a point)`,
            }))}
            disabled={busy}
          />
          <NumberInput
            label="Point"
            description={group ? `Valid for ${group.expiration_date} days` : undefined}
            value={points}
            onChange={setPoints}
            min={1}
            max={POINT_LIMITS.pointsMax}
            allowDecimal={false}
            error={pointsError}
            disabled={busy}
            required
          />
          {gift ? (
            <TextInput
              label="Note"
              value={note}
              maxLength={POINT_LIMITS.noteMax}
              onChange={(event) => setNote(event.currentTarget.value)}
              disabled={busy}
            />
          ) : (
            <>
              <Text fw={600} aria-live="polite" data-testid="points-price">
                {quote === null
                  ? 'Total: —'
                  : quote.tax === 0
                    ? `Total: ${formatCents(quote.total, currency)}`
                    : `Price: ${formatTaxedPrice(quote, currency)}`}
              </Text>
              <CardSourceFields
                methods={saved}
                choice={choice}
                onChoice={setPicked}
                card={card}
                onCard={setCard}
                errors={cardErrors}
                save={save}
                onSave={setSave}
                disabled={busy}
              />
            </>
          )}
          <ErrorAlert message={failure} />
          {authenticationUrl ? (
            <Alert color="yellow" title="Waiting for the card holder">
              The card asks its holder to authenticate.{' '}
              <Anchor href={authenticationUrl}>Open the authentication page</Anchor>: the points are added once the
              payment is confirmed.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!group}>
              {gift ? 'Gift' : 'Buy'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
