import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { useDemoCode } from '../api/signup-api';
import { CLUB_VARIANT, LESSON_PROVIDER_VARIANT, SignUpForm } from './SignUpForm';
import { BusyIndicator } from '../../../ui/BusyIndicator';

export const LESSON_PROVIDER_PLAN = 'lessonproviderplan';
const PLAN_NAMES: Record<string, string> = {
  courtandlessonproviderplan: 'Ace',
  enterprisecourtandlessonproviderplan: 'Grand Slam',
  [LESSON_PROVIDER_PLAN]: 'Lesson Provider',
};

function Refused({ reason }: { reason: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>Choose a plan to sign up</Title>
      <Alert color="yellow" variant="light" w="100%">
        {reason}
      </Alert>
      <Text c="dark.5">
        Sign-up opens with a plan and the demo code you receive with your private demo. Pick your plan on the pricing
        page and enter your code there.
      </Text>
      <Group>
        <Button component={Link} to="/pricing-and-features">
          Go to pricing
        </Button>
      </Group>
    </Stack>
  );
}

/** /sign-up?plan=…&code=…: only with a chosen plan and a valid demo code; lesson providers get their own form. */
export function SignUpPage({
  landingAfterSignUp,
}: {
  landingAfterSignUp: (user: SessionUser, plan: string) => string;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plan = params.get('plan') ?? '';
  const code = (params.get('code') ?? '').trim();
  const known = plan in PLAN_NAMES;
  const check = useDemoCode(known ? code : '');

  let body;
  if (!known || !code) body = <Refused reason="No plan and demo code have been chosen yet." />;
  else if (check.isPending) body = <BusyIndicator label="Checking your demo code" />;
  else if (check.isError || !check.data.valid) body = <Refused reason="This demo code is not valid." />;
  else {
    const lesson = plan === LESSON_PROVIDER_PLAN;
    body = (
      <Stack gap="md">
        <Title order={1}>{lesson ? 'Create your lesson provider account' : 'Create your club account'}</Title>
        <Text c="dark.5">
          Plan: <strong>{PLAN_NAMES[plan]}</strong>.{' '}
          {lesson
            ? 'Set up your coaching business: lessons, clinics and client payments, taught wherever you teach.'
            : 'Set up your club: your first location now, courts, staff and members right after.'}
        </Text>
        {check.data.percent_off > 0 ? (
          <Text fw={600}>
            Demo code {code.toUpperCase()}: {check.data.percent_off}% off your first paid month after the free trial.
          </Text>
        ) : null}
        <SignUpForm
          key={plan}
          plan={plan}
          demoCode={code}
          variant={lesson ? LESSON_PROVIDER_VARIANT : CLUB_VARIANT}
          onRegistered={(user) => void navigate(landingAfterSignUp(user, plan), { replace: true })}
        />
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {body}
      </Paper>
    </Container>
  );
}
