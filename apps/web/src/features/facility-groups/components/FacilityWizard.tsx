import { Alert, Button, Group, Modal, NativeSelect, Stack, Stepper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CLUB_LIMITS, CLUB_MESSAGES, type FacilityPlanKey } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useLocations } from '../../locations';
import { useCreateFacilityGroup } from '../api/useFacilityGroups';
import { PlanStep, SportCategoryStep } from './wizard-steps';

const NO_LOCATION = '-1';

interface FacilityWizardProps {
  onClose: () => void;
}

/** "Create facility": sport category, then plan, then name, location and coupon. Unmounting on close resets it. */
export function FacilityWizard({ onClose }: FacilityWizardProps) {
  const [step, setStep] = useState(0);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [plan, setPlan] = useState<FacilityPlanKey | null>(null);
  const [name, setName] = useState('');
  const [locationId, setLocationId] = useState(NO_LOCATION);
  const [coupon, setCoupon] = useState('');
  const [errors, setErrors] = useState<{ name?: string; location?: string }>({});
  const [banner, setBanner] = useState<string | null>(null);
  const locations = useLocations();
  const create = useCreateFacilityGroup();

  const canGoNext = (step === 0 && categoryId !== null) || (step === 1 && plan !== null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Facility name is required.';
    if (locationId === NO_LOCATION || !locationId) next.location = CLUB_MESSAGES.selectLocation;
    setErrors(next);
    if (next.name || next.location || categoryId === null || plan === null) return;
    const trimmedCoupon = coupon.trim();
    create.mutate(
      {
        name: name.trim(),
        plan,
        sport_category_id: categoryId,
        location_id: Number(locationId),
        ...(trimmedCoupon ? { coupon: trimmedCoupon } : {}),
      },
      {
        onSuccess: () => (notifySuccess('Facility created.'), onClose()),
        onError: (error) => setBanner(errorMessage(error)),
      },
    );
  };

  const locationOptions = [
    { value: NO_LOCATION, label: 'None' },
    ...(locations.data?.rows ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];

  return (
    <Modal opened onClose={onClose} title="Create facility" size="xl">
      <form onSubmit={save} noValidate>
        <Stack gap="lg">
          <Stepper active={step} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label="Sport" description="Choose a category">
              <SportCategoryStep value={categoryId} onChange={setCategoryId} />
            </Stepper.Step>
            <Stepper.Step label="Plan" description="Choose a plan">
              <PlanStep value={plan} onChange={setPlan} />
            </Stepper.Step>
            <Stepper.Step label="Facility" description="Name and location">
              <Stack gap="md">
                {banner ? (
                  <Alert color="red" variant="light" title="Error">
                    {banner}
                  </Alert>
                ) : null}
                <TextInput
                  label="Facility name"
                  required
                  maxLength={CLUB_LIMITS.facilityNameMax}
                  value={name}
                  error={errors.name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                <NativeSelect
                  label="Location"
                  data={locationOptions}
                  value={locationId}
                  error={errors.location}
                  onChange={(event) => setLocationId(event.currentTarget.value)}
                />
                <TextInput
                  label="Coupon code"
                  description="Optional"
                  maxLength={CLUB_LIMITS.couponMax}
                  value={coupon}
                  onChange={(event) => setCoupon(event.currentTarget.value)}
                />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={step === 0 ? onClose : () => setStep(step - 1)}>
              {step === 0 ? 'Cancel' : 'Prev'}
            </Button>
            {step < 2 ? (
              <Button onClick={() => setStep(step + 1)} disabled={!canGoNext}>
                Next
              </Button>
            ) : (
              <Button type="submit" loading={create.isPending}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
