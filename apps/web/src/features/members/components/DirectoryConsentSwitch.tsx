import { Switch } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDirectoryConsent, useMyDirectoryConsent } from '../api/useMembers';

/**
 * The signed-in member's own consent to the member directory. On their profile, since the directory itself needs
 * members read (spec 1 section 2) and most members cannot open it; staff see it on the directory too.
 */
export function DirectoryConsentSwitch() {
  const mine = useMyDirectoryConsent();
  const consent = useDirectoryConsent();
  // While the change is saving the switch shows what was asked for; then the server's answer.
  const listed = consent.isPending ? consent.variables : (mine.data?.listed ?? false);
  return (
    <Switch
      label="Show me in the member directory"
      description="Staff see only your name and picture there."
      checked={listed}
      disabled={mine.isPending}
      onChange={(event) =>
        consent.mutate(event.currentTarget.checked, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => notifyError(error),
        })
      }
    />
  );
}
