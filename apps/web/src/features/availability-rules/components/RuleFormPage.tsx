import { Alert, Anchor, Button, Center, Container, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { endpoints, type Rule, type RulePreview, type RulePreviewBody } from '@fairplay/contracts';
import { can, formatCalendarDate, ruleAppliesOn, RULE_FORM_MESSAGES } from '@fairplay/domain';
import { call, errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAddRule, useDeleteRule, usePreviewRule, useRule, useUpdateRule } from '../api/useRules';
import {
  clearClipboardSoon,
  copyToClipboard,
  newRuleValues,
  readClipboard,
  ruleBodyOf,
  valuesOfRule,
  wallOf,
  type RuleValues,
} from '../model/rule-form';
import { RuleForm } from './RuleForm';
import { RulePreviewDialog } from './RulePreviewDialog';
import { BusyIndicator } from '../../../ui/BusyIndicator';

type Mode = '0' | '1' | '2';

/**
 * /private/time_rule/{id}/{courtId}/{ruleStart}/{ruleEnd}/{slotStart}/{slotEnd}: an availability rule, -1 for a new
 * one from the sheet's selected court and times. The slot names the day edited: saving "this event" makes a
 * single-day override of that day and returns to the dashboard.
 */
export function RuleFormPage() {
  const user = useCurrentUser();
  const business = user.business!;
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const isNew = id === -1;
  const courtId = Number(params.courtId);
  const slot = wallOf(params.slotStart, business.timezone);
  const slotEnd = wallOf(params.slotEnd, business.timezone);
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const rule = useRule(isNew || !Number.isInteger(id) ? null : id);
  const courts = useQuery({ queryKey: ['court-sheet', 'courts'], queryFn: () => call(endpoints.courts.list) });
  const add = useAddRule();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const preview = usePreviewRule();
  // The bookings a change would leave outside the rule, and the save that waits for the staff's confirmation.
  const [outside, setOutside] = useState<{ result: RulePreview; proceed: () => void } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingSave, setPendingSave] = useState<RuleValues | null>(null);
  const [mode, setMode] = useState<Mode>('2');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [hasClipboard, setHasClipboard] = useState(() => readClipboard() !== null);
  const [formKey, setFormKey] = useState(0);

  if (!isNew && rule.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title="Error">
          {errorMessage(rule.error)}{' '}
          <Anchor component={Link} to="/private/dashboard">
            Back to the court sheet
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if ((!isNew && !rule.data) || !courts.data) {
    return (
      <Center py="xl">
        <BusyIndicator label="Loading the rule" />
      </Center>
    );
  }
  const saved: Rule | undefined = rule.data;
  const today = new Date().toISOString().slice(0, 10);
  const initial = saved
    ? valuesOfRule(saved)
    : newRuleValues(
        Number.isInteger(courtId) && courtId > 0 ? courtId : null,
        slot?.date ?? today,
        slot?.time ?? '08:00',
        slotEnd?.time ?? '09:00',
      );
  const slotDay =
    saved && slot && ruleAppliesOn({ ...saved, recurrence: saved.recurrence ?? null }, slot.date) ? slot.date : null;

  const create = (values: RuleValues) => {
    setServerError(null);
    add.mutate(ruleBodyOf(values), {
      onSuccess: (result) => {
        setOutside(null);
        notifySuccess(result.message ?? RULE_FORM_MESSAGES.created, 'Success');
        void navigate(`/private/dashboard?date=${values.startDate}`);
      },
      onError: (error) => {
        setOutside(null);
        setServerError(errorMessage(error));
      },
    });
  };
  const save = (values: RuleValues, chosen: Mode) => {
    if (!saved) return;
    setServerError(null);
    update.mutate(
      {
        id: saved.id,
        body: {
          ...ruleBodyOf(values),
          mode: Number(chosen) as 0 | 1 | 2,
          ...(chosen === '2' ? {} : { date: slotDay! }),
        },
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message ?? RULE_FORM_MESSAGES.updated, 'Success');
          setPendingSave(null);
          setOutside(null);
          // A single-day override is made: back to the sheet (spec 2 section 2).
          if (chosen === '0') void navigate('/private/dashboard');
          else if (result.payload.id !== saved.id)
            void navigate(`/private/dashboard?date=${result.payload.start_date}`);
          else setFormKey((key) => key + 1);
        },
        onError: (error) => {
          setPendingSave(null);
          setOutside(null);
          setServerError(errorMessage(error));
        },
      },
    );
  };
  /** Saves only after the staff saw the bookings the change would leave outside the rule (none: at once). */
  const checkThen = (body: RulePreviewBody, proceed: () => void) => {
    setServerError(null);
    preview.mutate(body, {
      onSuccess: (result) => {
        if (result.bookings.length === 0) return proceed();
        setPendingSave(null);
        setOutside({ result, proceed });
      },
      onError: (error) => {
        setPendingSave(null);
        setServerError(errorMessage(error));
      },
    });
  };
  const previewThenCreate = (values: RuleValues) => checkThen(ruleBodyOf(values), () => create(values));
  const previewThenSave = (values: RuleValues, chosen: Mode) => {
    if (!saved) return;
    checkThen(
      {
        ...ruleBodyOf(values),
        id: saved.id,
        mode: Number(chosen) as 0 | 1 | 2,
        ...(chosen === '2' ? {} : { date: slotDay! }),
      },
      () => save(values, chosen),
    );
  };
  const onSave = (values: RuleValues) => {
    if (isNew) previewThenCreate(values);
    else if (saved?.recurrence && slotDay) {
      setMode('2');
      setPendingSave(values);
    } else previewThenSave(values, '2');
  };

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {isNew ? 'New availability rule' : 'Availability rule'}
          </Title>
          <Anchor component={Link} to="/private/dashboard">
            Back to the court sheet
          </Anchor>
        </Group>
        {saved?.override_of ? (
          <Text size="sm" c="dimmed">
            A single-day override for {formatCalendarDate(saved.start_date)}.
          </Text>
        ) : null}
        <RuleForm
          key={`${saved?.id ?? 'new'}-${formKey}`}
          initial={initial}
          courts={courts.data}
          business={business}
          canEdit={canEdit}
          busy={add.isPending || update.isPending || preview.isPending}
          serverError={serverError}
          onSave={onSave}
          onDuplicate={(values) => {
            copyToClipboard(values);
            setHasClipboard(true);
            notifySuccess('The rule is copied: open another rule or a new one and paste it.');
          }}
          onPaste={() => {
            const values = readClipboard();
            clearClipboardSoon();
            window.setTimeout(() => setHasClipboard(readClipboard() !== null), 2600);
            return values;
          }}
          hasClipboard={hasClipboard}
          extraActions={
            saved ? (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            ) : null
          }
        />
      </Stack>
      <Modal opened={pendingSave !== null} onClose={() => setPendingSave(null)} title="Save the rule for">
        <Stack>
          <Radio.Group value={mode} onChange={(value) => setMode(value as Mode)} label="Which days change">
            <Stack gap="xs" mt="xs">
              <Radio value="0" label={`This event (${slotDay ?? ''} only)`} />
              <Radio value="1" label="This and following events" />
              <Radio value="2" label="All events" />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPendingSave(null)}>
              Cancel
            </Button>
            <Button
              loading={update.isPending || preview.isPending}
              onClick={() => pendingSave && previewThenSave(pendingSave, mode)}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RulePreviewDialog
        preview={outside?.result ?? null}
        timeZone={business.timezone}
        busy={add.isPending || update.isPending}
        onCancel={() => setOutside(null)}
        onConfirm={() => outside?.proceed()}
      />
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete the rule">
        <Stack>
          <Text>{RULE_FORM_MESSAGES.confirmDelete}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                saved &&
                remove.mutate(
                  { id: saved.id },
                  {
                    onSuccess: () => {
                      notifySuccess('The rule is deleted.');
                      void navigate('/private/dashboard');
                    },
                    onError: (error) => {
                      setConfirmDelete(false);
                      notifyError(error);
                    },
                  },
                )
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
