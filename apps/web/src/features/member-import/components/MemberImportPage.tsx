import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  FileInput,
  Group,
  Radio,
  Select,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { MEMBER_IMPORT_LIMITS, type MemberImportResult } from '@fairplay/contracts';
import { formatCount, MEMBER_IMPORT_FIELD_LABELS, type MemberImportField } from '@fairplay/domain';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { EXAMPLE_CSV_PATH, rowsToWrite } from '../model/labels';
import { useImportRun } from '../model/useImportRun';
import { CountBadges } from './CountBadges';
import { MappingTable } from './MappingTable';
import { ReviewTable } from './ReviewTable';
import { RunProgress } from './RunProgress';

type Step = 0 | 1 | 2 | 3;
type Mapping = (MemberImportField | null)[];

const MAX_MB = MEMBER_IMPORT_LIMITS.maxBytes / (1024 * 1024);
/** A coloured alert's title in the text colour: yellow and green titles on their light backgrounds miss WCAG AA. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * /private/members/import (members update): upload a CSV, map its columns to Fairplay's fields, review the dry run
 * (what will be created, updated and refused, row by row), then import with a progress bar and see the result.
 * The server is stateless: every step sends the file again with the choices made so far.
 */
export function MemberImportPage() {
  const narrow = useMediaQuery('(max-width: 36em)');
  const run = useImportRun();
  const [step, setStep] = useState<Step>(0);
  const [file, setFile] = useState<File | null>(null);
  const [dateOrder, setDateOrder] = useState<'mdy' | 'dmy'>('mdy');
  const [onExisting, setOnExisting] = useState<'update' | 'skip'>('update');
  const [sendInvitations, setSendInvitations] = useState(false);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [dryRun, setDryRun] = useState<MemberImportResult | null>(null);
  const [result, setResult] = useState<MemberImportResult | null>(null);
  const [mode, setMode] = useState<'preview' | 'import'>('preview');
  const busy = run.phase !== 'idle';

  async function send(next: 'preview' | 'import', withMapping: Mapping | undefined) {
    if (!file) return null;
    setMode(next);
    return run.send(file, { mode: next, mapping: withMapping, onExisting, dateOrder, sendInvitations });
  }

  async function readFile(event: FormEvent) {
    event.preventDefault();
    const answer = await send('preview', undefined);
    if (!answer) return;
    setMapping(answer.mapping);
    setDryRun(answer);
    setStep(1);
  }

  async function checkRows(event: FormEvent) {
    event.preventDefault();
    const answer = await send('preview', mapping);
    if (!answer) return;
    setDryRun(answer);
    if (answer.missing.length === 0) setStep(2);
  }

  async function runImport() {
    const answer = await send('import', mapping);
    if (!answer) return;
    setResult(answer);
    setStep(3);
  }

  function restart() {
    setStep(0);
    setFile(null);
    setDryRun(null);
    setResult(null);
    setMapping([]);
  }

  const missing = dryRun?.missing ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Import members
        </Title>
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          orientation={narrow ? 'vertical' : 'horizontal'}
          aria-label="Import steps"
        >
          <Stepper.Step label="Upload" description="Choose a CSV file">
            <form onSubmit={readFile} noValidate>
              <Stack gap="md" maw={560}>
                <Text size="sm">
                  A CSV file (UTF-8, comma, semicolon or tab separated, at most {MAX_MB} MB and{' '}
                  {formatCount(MEMBER_IMPORT_LIMITS.maxRows)} rows) with a header row. Each member needs an e-mail and a
                  name.{' '}
                  <Anchor href={EXAMPLE_CSV_PATH} download>
                    Download an example file
                  </Anchor>
                  .
                </Text>
                <FileInput
                  label="CSV file"
                  placeholder="Choose a file"
                  accept=".csv,text/csv"
                  value={file}
                  onChange={setFile}
                  clearable
                  required
                />
                <Select
                  label="Dates written like 03/04/1990 are"
                  data={[
                    { value: 'mdy', label: 'Month first (MM/DD/YYYY)' },
                    { value: 'dmy', label: 'Day first (DD/MM/YYYY)' },
                  ]}
                  value={dateOrder}
                  allowDeselect={false}
                  onChange={(value) => setDateOrder(value === 'dmy' ? 'dmy' : 'mdy')}
                />
                <RunProgress phase={run.phase} mode={mode} sent={run.sent} progress={run.progress} />
                <ErrorAlert message={run.error} />
                <Group>
                  <Button type="submit" disabled={!file} loading={busy}>
                    Read the file
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>

          <Stepper.Step label="Columns" description="Match the columns">
            <form onSubmit={checkRows} noValidate>
              <Stack gap="md">
                <Text size="sm">
                  Each column of {file?.name ?? 'the file'} and the Fairplay field it fills. We suggested a match from
                  the column names; change any that is wrong.
                </Text>
                {dryRun ? <MappingTable headers={dryRun.headers} mapping={mapping} onChange={setMapping} /> : null}
                {missing.length > 0 ? (
                  <Alert color="yellow" variant="light" title="Columns needed" role="alert" styles={READABLE_TITLE}>
                    Choose the column of: {missing.map((field) => MEMBER_IMPORT_FIELD_LABELS[field]).join(', ')}.
                  </Alert>
                ) : null}
                {dryRun && dryRun.member_types.length > 0 ? (
                  <Text size="sm" c="dimmed">
                    Member types a file may name: {dryRun.member_types.join(', ')}. Without one, a person joins as a
                    member.
                  </Text>
                ) : null}
                <Radio.Group
                  label="People who are already members of the club"
                  value={onExisting}
                  onChange={(value) => setOnExisting(value === 'skip' ? 'skip' : 'update')}
                >
                  <Stack gap={6} mt={6}>
                    <Radio value="update" label="Update them (member type, family, and missing phone or birth date)" />
                    <Radio value="skip" label="Leave them as they are" />
                  </Stack>
                </Radio.Group>
                <Checkbox
                  label="Send invitations: e-mail each new member how to sign in"
                  checked={sendInvitations}
                  onChange={(event) => setSendInvitations(event.currentTarget.checked)}
                />
                <RunProgress phase={run.phase} mode={mode} sent={run.sent} progress={run.progress} />
                <ErrorAlert message={run.error} />
                <Group>
                  <Button variant="default" onClick={restart} disabled={busy}>
                    Choose another file
                  </Button>
                  <Button type="submit" loading={busy}>
                    Check the rows
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>

          <Stepper.Step label="Dry run" description="Review before writing">
            <Stack gap="md">
              <Text size="sm">Nothing has been written yet. This is what the import will do:</Text>
              {dryRun ? <CountBadges counts={dryRun.counts} /> : null}
              {dryRun && dryRun.counts.refuse > 0 ? (
                <Alert color="yellow" variant="light" title="Some rows are refused" styles={READABLE_TITLE}>
                  Refused rows are left out; everything else is imported. Fix them in the file and import it again
                  later: people already imported are then found by e-mail.
                </Alert>
              ) : null}
              {dryRun ? (
                <ReviewTable
                  rows={dryRun.rows}
                  caption={
                    dryRun.truncated
                      ? `The first ${formatCount(dryRun.rows.length)} rows, refused rows first`
                      : 'Every row, refused rows first'
                  }
                />
              ) : null}
              <RunProgress phase={run.phase} mode={mode} sent={run.sent} progress={run.progress} />
              <ErrorAlert message={run.error} />
              <Group>
                <Button variant="default" onClick={() => setStep(1)} disabled={busy}>
                  Back to the columns
                </Button>
                <Button onClick={runImport} loading={busy} disabled={!dryRun || rowsToWrite(dryRun.counts) === 0}>
                  Import {dryRun ? formatCount(rowsToWrite(dryRun.counts)) : ''} members
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Completed>
            <Stack gap="md">
              <Alert color="green" variant="light" title="Import finished" role="status" styles={READABLE_TITLE}>
                {result ? `${formatCount(rowsToWrite(result.counts))} members written from ${result.file_name}.` : null}
              </Alert>
              {result ? <CountBadges counts={result.counts} /> : null}
              {result && result.counts.refuse > 0 ? (
                <ReviewTable
                  rows={result.rows.filter((row) => row.action === 'refuse')}
                  caption="Refused rows (not imported)"
                />
              ) : null}
              <Group>
                <Button onClick={restart}>Import another file</Button>
              </Group>
            </Stack>
          </Stepper.Completed>
        </Stepper>
      </Stack>
    </Container>
  );
}
