import { Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@fairplay/domain';
import type { MemberImportProgress } from '@fairplay/contracts';
import type { RunPhase } from '../model/useImportRun';

interface RunProgressProps {
  phase: RunPhase;
  mode: 'preview' | 'import';
  sent: number;
  progress: MemberImportProgress | null;
}

/** The upload's progress, then the import's rows written so far (or a busy bar while the dry run reads the file). */
export function RunProgress({ phase, mode, sent, progress }: RunProgressProps) {
  if (phase === 'idle') return null;
  if (phase === 'sending') {
    const percent = Math.round(sent * 100);
    return (
      <Stack gap={4}>
        <Text size="sm">Uploading the file… {percent}%</Text>
        <Progress value={percent} aria-label="Upload progress" animated />
      </Stack>
    );
  }
  if (mode === 'preview' || progress === null) {
    return (
      <Stack gap={4}>
        <Text size="sm">{mode === 'preview' ? 'Checking every row…' : 'Starting the import…'}</Text>
        <Progress
          value={100}
          aria-label={mode === 'preview' ? 'Checking the file' : 'Import progress'}
          animated
          striped
        />
      </Stack>
    );
  }
  const percent = progress.total === 0 ? 100 : Math.round((progress.processed / progress.total) * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        Importing… {formatCount(progress.processed)} of {formatCount(progress.total)} rows ({percent}%)
      </Text>
      <Progress value={percent} aria-label="Import progress" animated />
    </Stack>
  );
}
