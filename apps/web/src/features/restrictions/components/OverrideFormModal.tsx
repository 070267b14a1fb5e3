import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  overrideBody,
  overrideUpdateBody,
  type OverrideInput,
  type OverrideUpdateInput,
  type Restriction,
  type RestrictionOverride,
} from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { MemberSearchSelect, type MemberChoice } from '../../../ui/MemberSearchSelect';
import { notifySuccess } from '../../../ui/notify';
import { useSaveOverride } from '../api/useRestrictions';

/**
 * Gives one member another limit or an exemption from a restriction, optionally until a date (inclusive). The
 * member and the restriction are chosen when adding; editing changes the rest.
 */
export function OverrideFormModal({
  override,
  restrictions,
  member,
  onClose,
}: {
  override: RestrictionOverride | null;
  restrictions: Restriction[];
  /** The member to add an override for (the member detail); null: chosen by search. */
  member?: MemberChoice | null;
  onClose: () => void;
}) {
  const adding = override === null;
  const save = useSaveOverride();
  const [people, setPeople] = useState<MemberChoice[]>(member ? [member] : []);
  const [restrictionId, setRestrictionId] = useState<string | null>(
    override ? String(override.restriction_id) : restrictions[0] ? String(restrictions[0].id) : null,
  );
  const [exempt, setExempt] = useState(override?.exempt ?? false);
  const [limit, setLimit] = useState<number | string>(override?.max_value ?? '');
  const [endsOn, setEndsOn] = useState(override?.ends_on ?? '');
  const [note, setNote] = useState(override?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = {
      exempt,
      max_value: exempt ? null : typeof limit === 'number' ? limit : limit === '' ? null : Number.NaN,
      ends_on: endsOn === '' ? null : endsOn,
      note,
    };
    const parsed = adding
      ? overrideBody.safeParse({
          ...fields,
          restriction_id: restrictionId === null ? undefined : Number(restrictionId),
          user_id: people[0]?.userId,
        })
      : overrideUpdateBody.safeParse(fields);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      if (next.user_id) next.user_id = 'Choose a member.';
      setErrors(next);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (result: { message: string }) => {
        notifySuccess(result.message);
        onClose();
      },
      onError: (error: unknown) => {
        if (isApiError(error)) {
          const next: Record<string, string> = {};
          for (const item of error.fieldErrors) next[item.field.split('.')[0]!] ??= item.message;
          setErrors(next);
        }
        setFailure(errorMessage(error));
      },
    };
    if (adding) save.mutate({ id: null, body: parsed.data as OverrideInput }, handlers);
    else save.mutate({ id: override.id, body: parsed.data as OverrideUpdateInput }, handlers);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={adding ? 'Add override' : 'Edit override'}
    >
      <form onSubmit={submit} noValidate aria-label={adding ? 'Add override' : 'Edit override'}>
        <Stack gap="sm">
          {adding ? (
            <>
              {member ? null : (
                <MemberSearchSelect
                  label="Member"
                  value={people}
                  onChange={(value) => setPeople(value.slice(-1))}
                  error={errors.user_id ?? null}
                />
              )}
              <Select
                label="Restriction"
                data={restrictions.map((r) => ({ value: String(r.id), label: r.name }))}
                value={restrictionId}
                onChange={setRestrictionId}
                allowDeselect={false}
                error={errors.restriction_id}
              />
            </>
          ) : null}
          <Switch
            label="Exempt from this restriction"
            checked={exempt}
            onChange={(event) => setExempt(event.currentTarget.checked)}
          />
          {exempt ? null : (
            <NumberInput
              label="Personal limit"
              description="Replaces the restriction's limit for this member."
              min={0}
              allowDecimal={false}
              value={limit}
              onChange={setLimit}
              error={errors.max_value}
            />
          )}
          <TextInput
            type="date"
            label="Until"
            description="The last day it holds. Empty: until removed."
            value={endsOn}
            onChange={(event) => setEndsOn(event.currentTarget.value)}
            error={errors.ends_on}
          />
          <TextInput
            label="Note"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          <ErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
