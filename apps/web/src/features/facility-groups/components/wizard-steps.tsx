import { Alert, List, SimpleGrid, Text } from '@mantine/core';
import { CLUB_MESSAGES, FACILITY_PLANS, type FacilityPlanKey } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useSportCategories } from '../api/useFacilityGroups';
import { ChoiceCard } from './ChoiceCard';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface CategoryStepProps {
  value: number | null;
  onChange: (id: number) => void;
}

/** Step 1: a sport category, shown as cards listing its sports. */
export function SportCategoryStep({ value, onChange }: CategoryStepProps) {
  const categories = useSportCategories();
  if (categories.isPending) return <BusyIndicator label="Loading sport categories" size="sm" />;
  if (categories.isError)
    return (
      <Alert color="red" variant="light" title="Error">
        {errorMessage(categories.error)}
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="group" aria-label="Sport category">
      {categories.data.map((category) => (
        <ChoiceCard
          key={category.id}
          title={category.display_name}
          selected={value === category.id}
          onSelect={() => onChange(category.id)}
        >
          <Text size="sm" c="dimmed">
            {category.sports.map((sport) => sport.display_name).join(', ')}
          </Text>
        </ChoiceCard>
      ))}
    </SimpleGrid>
  );
}

/** A plan's features as the wizard lists them: the last one reads "Full Access to All Features". */
export function planFeatures(features: readonly string[]): string[] {
  return features.length === 0 ? [CLUB_MESSAGES.fullAccess] : [...features.slice(0, -1), CLUB_MESSAGES.fullAccess];
}

interface PlanStepProps {
  value: FacilityPlanKey | null;
  onChange: (key: FacilityPlanKey) => void;
}

/** Step 2: a pricing plan, shown as cards with name, price per month and features. */
export function PlanStep({ value, onChange }: PlanStepProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="group" aria-label="Pricing plan">
      {FACILITY_PLANS.map((plan) => (
        <ChoiceCard key={plan.key} title={plan.name} selected={value === plan.key} onSelect={() => onChange(plan.key)}>
          <Text size="lg" fw={700}>
            <Text span td="line-through" c="dimmed" size="sm" mr={6}>
              ${plan.price}
            </Text>
            ${plan.discounted_price} per month
          </Text>
          <List size="sm" spacing={2}>
            {planFeatures(plan.features).map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </ChoiceCard>
      ))}
    </SimpleGrid>
  );
}
